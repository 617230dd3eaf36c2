import type { Catalog } from '../en/index.ts';

export const legal: Catalog['legal'] = {
  lastUpdated: 'Son güncelleme: {{date}}',
  contents: 'İçindekiler',
  questions: 'Bu sayfayla ilgili sorularınız için yazın:',
  terms: {
    title: 'Hizmet Şartları',
    description:
      'Türk işletmelerinin yurt dışındaki müşterilerinden ödeme almak için Köprü’yü kullanma şartları.',
    intro:
      'Bu şartlar, işletmenizin Köprü’yü nasıl kullanacağını düzenler. Köprü, Türkiye’de kayıtlı işletmelerin yurt dışındaki müşterilerinden ödeme linkleriyle kartlı ödeme almasını ve parayı Türk banka hesabına çekmesini sağlayan bir hizmettir. Hesap oluşturarak bu şartları işletmeniz adına kabul etmiş olursunuz. Kişisel verileri nasıl işlediğimizi Gizlilik Politikamızda açıklıyoruz.',
    sections: {
      service: {
        heading: 'Hizmet',
        paragraphs: [
          'Köprü size ödeme linkleri, barındırılan bir ödeme sayfası, ödemelerinizi ve bakiyenizi gösteren bir panel, banka hesabınıza para çekme ve webhook destekli bir API sunar. Kartlı ödemeler, birlikte çalıştığımız, 6493 sayılı Kanun kapsamında lisanslı ödeme kuruluşları ve bankalar tarafından işlenir.',
          'Köprü bir banka değildir. Bakiyeniz bir mevduat değildir ve faiz getirmez.',
        ],
      },
      account: {
        heading: 'Hesabınız',
        paragraphs: [
          'İşletmenizin geçerli bir vergi numarasıyla Türkiye’de kayıtlı olması, hesabı açan kişinin de 18 yaşını doldurmuş ve işletme adına işlem yapmaya yetkili olması gerekir.',
          'Bilgilerinizi doğru ve güncel tutun. Şifrenizi ve gizli API anahtarlarınızı kimseyle paylaşmayın: bunlarla yapılan her işlemden siz sorumlusunuz. Hesabınızın başkası tarafından kullanıldığından şüphelenirseniz hemen {{email}} adresine bildirin.',
        ],
      },
      verification: {
        heading: 'Doğrulama',
        paragraphs: [
          'Ödeme linki oluşturmadan ve para çekmeden önce işletmenizi doğrulamanız gerekir: adresi, işletme adına açılmış bir banka hesabı (IBAN) ve destekleyici belgeler. Genellikle {{kycDays}} iş günü içinde karar veririz.',
          'Suç gelirlerinin aklanmasının önlenmesi mevzuatı (5549 sayılı Kanun) müşterilerimizi tanımamızı gerektirir. Ek bilgi isteyebilir, doğrulamayı reddedebilir veya işletmenizi her zaman yeniden doğrulayabiliriz.',
        ],
      },
      selling: {
        heading: 'Ödeme linkleriyle satış',
        paragraphs: [
          'Satıcı sizsiniz. Sattığınız ürün veya hizmetten, açıklamasından ve fiyatından, teslimattan, müşteri hizmetlerinden, müşterilerinizin yasal haklarından ve satışlarınız için geçerli vergi, gümrük ve ihracat kurallarından siz sorumlusunuz.',
          'Ödeme linkleri {{currencies}} ile ödeme alabilir. Bir ödeme, ancak ödeme sayfası onayladığında tamamlanmış olur; bundan önce teslimat yapmayın.',
        ],
      },
      fees: {
        heading: 'Komisyon ve ücretler',
        paragraphs: [
          'Başarılı her ödeme için ödeme tutarı üzerinden {{percent}} komisyon ile ödemenin para birimine göre {{fixed}} sabit işlem ücreti alırız. Komisyon, kalan tutar bakiyenize eklenmeden önce ödemeden düşülür; panelinizde her ödemenin komisyonunu ve net tutarını görürsünüz.',
          'Kurulum ücreti, aylık ücret veya başarısız ödemeler için komisyon yoktur. Komisyon ve ücretlerimizdeki her değişikliği en az 30 gün önceden e-postayla bildiririz; bir değişiklik, yürürlüğe girmeden önce yapılmış ödemelere asla uygulanmaz.',
        ],
      },
      payouts: {
        heading: 'Bakiye ve para çekme',
        paragraphs: [
          'Başarılı her ödemenin net tutarı bakiyenize eklenir. Kullanılabilir bakiyenizin, her seferinde en az {{minPayout}} olmak üzere, işletmeniz için doğrulanmış IBAN’a aktarılmasını talep edebilirsiniz; hesap işletmeniz adına olmalıdır.',
          'Para çekme talepleri her iş günü işlenir ve onaydan sonra genellikle {{payoutDays}} iş günü içinde hesabınıza geçer. Bir ödemeye harcama itirazı yapıldığında veya dolandırıcılık şüphesiyle incelendiğinde ya da kanun gerektirdiğinde bir aktarımı bekletebilir veya bakiyenizin bir kısmını teminat olarak tutabiliriz. Kanun yasaklamadıkça nedenini size bildiririz.',
        ],
      },
      disputes: {
        heading: 'İadeler, itirazlar ve ters ibraz',
        paragraphs: [
          'Bir müşteriye iade yaparsanız ya da bir müşteri kartını veren bankaya ödemeye itiraz eder (ters ibraz) ve itiraz aleyhinize sonuçlanırsa, tutar ve kart kuruluşlarının itiraz için aldığı ücretler bakiyenizden düşülür. Bakiyeniz yetmezse aradaki farkı bize ödemeniz gerekir.',
          'Bir ödemeye itiraz edildiğinde sizden teslimat kanıtı gibi belgeler isteriz; bunları belirttiğimiz süre içinde gönderin.',
        ],
      },
      prohibited: {
        heading: 'Yasak kullanımlar',
        paragraphs: ['Köprü’yü şunlar için kullanamazsınız:'],
        items: [
          'Türkiye’de veya müşterinizin ülkesinde yasa dışı olan her şey;',
          'silah, uyuşturucu, sahte ürünler veya başkasının fikri mülkiyet haklarını ihlal eden ürünler;',
          'kumar, bahis veya piyango, yetişkin içerik, kripto varlıklar, para transferi veya finansal ürünler;',
          'başka bir işletme veya kişi adına ödeme toplamak;',
          'nakit avans gibi gerçek bir satışa dayanmayan ödemeler veya limitleri aşmak için bir ödemeyi bölmek;',
          'müşterileri yanıltmak, saadet zinciri veya başka dolandırıcılık;',
          'hizmete saldırmak, hizmeti yoklamak veya aşırı yüklemek ya da başka hesaplara girmeye çalışmak.',
        ],
      },
      termination: {
        heading: 'Askıya alma ve fesih',
        paragraphs: [
          'Bakiyeniz size aktarıldıktan ve açık bir itiraz kalmadıktan sonra {{email}} adresine yazarak hesabınızı dilediğiniz zaman kapatabilirsiniz.',
          'Bu şartları ihlal etmeniz, yanlış bilgi vermeniz, yüksek dolandırıcılık veya ters ibraz riski oluşturmanız ya da kanunun gerektirmesi hâlinde hesabınızı, kanunun izin verdiği ölçüde önceden bildirerek askıya alabilir veya kapatabiliriz. Hesap kapandığında bize olan borcunuzu düştükten sonra kalan bakiyeyi aktarırız; hâlâ doğabilecek itirazlar için bir tutarı 180 güne kadar tutabiliriz.',
        ],
      },
      liability: {
        heading: 'Sorumluluk',
        paragraphs: [
          'Köprü’nün erişilebilir ve doğru çalışması için özen gösteriyoruz, ancak hiç kesinti olmayacağını taahhüt edemeyiz. Ürünlerinizin, müşterilerinizin, kart kuruluşlarının, bankaların veya makul kontrolümüz dışındaki olayların yol açtığı zararlardan sorumlu değiliz.',
          'Herhangi bir 12 aylık dönem için size karşı toplam sorumluluğumuz, o dönemde bize ödediğiniz ücretlerle sınırlıdır; kast veya ağır kusur gibi kanunun böyle bir sınıra izin vermediği hâller saklıdır. Bu şartları veya kanunu ihlal etmenizden doğan, kart kuruluşu cezaları dâhil zararlarımızı karşılarsınız.',
        ],
      },
      changes: {
        heading: 'Bu şartlardaki değişiklikler',
        paragraphs: [
          'Bu şartları güncelleyebiliriz. Önemli değişiklikleri yürürlüğe girmeden en az 30 gün önce e-postayla bildiririz. Kabul etmiyorsanız o tarihten önce hesabınızı kapatabilirsiniz; Köprü’yü kullanmaya devam ederseniz yeni şartlar geçerli olur.',
        ],
      },
      law: {
        heading: 'Uygulanacak hukuk',
        paragraphs: [
          'Bu şartlara Türkiye Cumhuriyeti hukuku uygulanır. İstanbul (Çağlayan) mahkemeleri ve icra daireleri yetkilidir.',
        ],
      },
      contact: {
        heading: 'İletişim',
        paragraphs: ['Bu şartlarla ilgili sorularınız için: {{email}}.'],
      },
    },
  },
  privacy: {
    title: 'Gizlilik Politikası ve Aydınlatma Metni',
    description:
      'Köprü’nün hangi kişisel verileri neden ve ne kadar süre sakladığı, KVKK ve GDPR kapsamındaki haklarınız.',
    intro:
      'Bu politika, web sitemizi ve hizmetlerimizi kullandığınızda Köprü’nün hangi kişisel verileri topladığını, bunları neden kullandığını, ne kadar süre sakladığını ve 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) ile uygulandığı durumlarda AB Genel Veri Koruma Tüzüğü (GDPR) kapsamındaki haklarınızı açıklar.',
    sections: {
      controller: {
        heading: 'Veri sorumlusu',
        paragraphs: [
          'Burada açıklanan kişisel verilerin veri sorumlusu: {{operator}}. Verilerinizle ilgili olarak bize {{email}} adresinden ulaşabilirsiniz.',
        ],
      },
      data: {
        heading: 'Topladığımız veriler',
        paragraphs: ['Yalnızca hizmeti yürütmek için gerekenleri toplarız:'],
        items: [
          'Hesap: e-posta adresiniz, şifreniz (yalnızca tek yönlü özet olarak saklanır), işletme adı veya ticari unvan, VKN veya TCKN, yetkili kişinin adı soyadı ve dil tercihiniz.',
          'Doğrulama: işletme adresi, banka adı, hesap numarası ve IBAN, yüklediğiniz belgeler ve inceleme kararımız.',
          'Müşteri ödemeleri: her ödeme için tutar, para birimi, zaman, sonuç, kart sahibinin adı, kart markası, kartın son dört hanesi ve müşterinin IP adresi. Kart numarasının tamamı ve güvenlik kodu doğrudan kart işleme altyapısına iletilir ve tarafımızca asla saklanmaz.',
          'Güvenlik: IP adresi, tarayıcı, oturumlar ve girişlerin, başarısız girişlerin, şifre değişikliklerinin ve yönetici işlemlerinin kaydı.',
          'Yazışmalar: size gönderdiğimiz e-postalar ve destek ekibine gönderdiğiniz mesajlar.',
        ],
      },
      purposes: {
        heading: 'Verileri neden kullanıyoruz?',
        paragraphs: ['Kişisel verileri yalnızca şu amaçlarla ve şu hukuki sebeplere dayanarak işleriz:'],
        items: [
          'Hesabınızı açmak ve yürütmek, ödemelerinizi ve para çekme taleplerinizi işlemek: sizinle yaptığımız sözleşmenin kurulması ve ifası (KVKK md. 5/2-c, GDPR md. 6/1-b).',
          'İşletmenizi doğrulamak, dolandırıcılığı ve suç gelirlerinin aklanmasını önlemek: hukuki yükümlülüklerimiz (KVKK md. 5/2-ç, GDPR md. 6/1-c).',
          'Hizmeti güvende tutmak ve kötüye kullanımı incelemek: temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz (KVKK md. 5/2-f, GDPR md. 6/1-f).',
          'Şifre sıfırlama, doğrulama kararı ve para çekme bildirimleri gibi hizmet e-postaları göndermek.',
        ],
        closing: [
          'Kişisel verileri satmayız, reklam profili oluşturmayız ve ticari elektronik ileti onayınız olmadan pazarlama e-postası göndermeyiz.',
        ],
      },
      sharing: {
        heading: 'Verileri kimlerle paylaşıyoruz?',
        paragraphs: ['Kişisel verileri yalnızca gerektiği ölçüde şunlarla paylaşırız:'],
        items: [
          'ödemeleri ve para çekme taleplerini işleyen ödeme kuruluşları ve bankalar;',
          'hizmeti bizim için sözleşme ve gizlilik yükümlülüğü altında çalıştıran barındırma, depolama ve e-posta sağlayıcıları;',
          'kanunun gerektirdiği durumlarda Mali Suçları Araştırma Kurulu (MASAK), vergi daireleri ve mahkemeler gibi kamu kurumları;',
          'gizlilik yükümlülüğü bulunan denetçilerimiz ve avukatlarımız.',
        ],
      },
      transfers: {
        heading: 'Yurt dışına aktarım',
        paragraphs: [
          'Müşterileriniz yurt dışından ödeme yaptığı için ödeme verileri uluslararası kart ağlarından geçer. Kişisel verileri yurt dışına aktardığımızda bunu KVKK’nın 9. maddesindeki şartlara ve GDPR’ın uygulandığı durumlarda yeterlilik kararı veya standart sözleşme hükümlerine dayanarak yaparız.',
        ],
      },
      retention: {
        heading: 'Verileri ne kadar süre saklıyoruz?',
        paragraphs: [
          'Kişisel verileri yalnızca ihtiyaç duyduğumuz veya kanunun gerektirdiği süre boyunca saklarız:',
        ],
        items: [
          'Hesap, doğrulama ve ödeme kayıtları: hesabınız açık olduğu sürece ve sonrasında, Türk Ticaret Kanunu’nun (md. 82) ticari kayıtlar için öngördüğü 10 yıl boyunca; suç gelirlerinin aklanmasının önlenmesi mevzuatı en az 8 yıl saklamayı gerektirir.',
          'Güvenlik kayıtları: 2 yıl.',
          'Oturumlar: çıkış yapana veya oturum sona erene kadar.',
          'Destek yazışmaları: yazışma bittikten sonra 3 yıl.',
        ],
        closing: ['Bu sürelerin sonunda verileri siler veya anonim hâle getiririz.'],
      },
      rights: {
        heading: 'Haklarınız',
        paragraphs: ['KVKK’nın 11. maddesi uyarınca şu haklara sahipsiniz:'],
        items: [
          'kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme;',
          'işlenme amacını ve verilerin amacına uygun kullanılıp kullanılmadığını öğrenme;',
          'yurt içinde veya yurt dışında verilerin aktarıldığı üçüncü kişileri bilme;',
          'eksik veya yanlış işlenmiş verilerin düzeltilmesini, 7. maddedeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme;',
          'bu düzeltme ve silme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme;',
          'verilerin münhasıran otomatik sistemlerle analiz edilmesi sonucunda aleyhinize bir sonuç çıkmasına itiraz etme;',
          'kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
        ],
        closing: [
          'GDPR’ın uygulandığı durumlarda ayrıca erişim, düzeltme, silme, işlemeyi kısıtlama, veri taşınabilirliği ve itiraz haklarına sahipsiniz ve verdiğiniz açık rızayı her zaman geri alabilirsiniz.',
          'Haklarınızı kullanmak için hesabınızın e-posta adresinden {{email}} adresine yazın. Başvurunuzu en geç 30 gün içinde ücretsiz olarak yanıtlarız. Başvurunuz reddedilir veya süresinde yanıtlanmazsa Kişisel Verileri Koruma Kuruluna, AB’de bulunuyorsanız kendi veri koruma otoritenize şikâyette bulunabilirsiniz.',
        ],
      },
      cookies: {
        heading: 'Çerezler',
        paragraphs: [
          'Analiz, reklam veya üçüncü taraf çerezleri kullanmayız. Tarayıcınızda yalnızca sitenin çalışması veya hesabınızın güvenliği için gereken şeyleri saklarız:',
        ],
        items: [
          'oturumunuzu açık tutan kopru.session_token çerezi; betikler tarafından okunamaz ve çıkış yaptığınızda veya oturum sona erdiğinde silinir;',
          'giriş yaptığınızda konan ve 400 gün saklanan rastgele bir sayı olan kopru.device çerezi; hesabınıza daha önce kullanmadığınız bir tarayıcıdan giriş yapıldığında size e-posta gönderebilmemizi sağlar; betikler tarafından okunamaz;',
          'tarayıcının yerel depolamasında dil tercihiniz (kopru.lang).',
        ],
      },
      security: {
        heading: 'Verileri nasıl koruyoruz?',
        paragraphs: [
          'Tüm trafik şifrelenir (HTTPS). Şifreler ve API anahtarları yalnızca özet olarak saklanır, kişisel verilere yalnızca ihtiyaç duyan çalışanlar erişebilir ve her yönetici işlemi kayıt altına alınır.',
        ],
      },
      changes: {
        heading: 'Bu politikadaki değişiklikler',
        paragraphs: [
          'Bu politikayı değiştirdiğimizde sayfanın başındaki tarihi güncelleriz ve önemli değişiklikleri size e-postayla bildiririz.',
        ],
      },
      contact: {
        heading: 'İletişim',
        paragraphs: ['Kişisel verilerinizle ilgili soru ve talepleriniz için: {{email}}.'],
      },
    },
  },
};

cbuffer C { float4 k; int4 ki; };
struct P { float b; min16float2 a[2]; };
float4 main(float4 d : COLOR1) : SV_Target { P p; p.a[0] = k.xy * d.yz; p.a[1] = k.zw*d.zw; p.b = d.x; float4 r = d; [loop] for (int i = 0; i < ki.z; i++) r.xy += k.xy * p.a[1] * p.a[0] * p.b; return r; }

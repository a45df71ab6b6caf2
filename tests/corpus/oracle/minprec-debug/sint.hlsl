cbuffer C { float4 k; int4 ki; };
struct P { min16int a; float b; };
float4 main(float4 d : COLOR1) : SV_Target { P p; p.a = ki.x * ki.y; p.b = d.x; float4 r = d; [loop] for (int i = 0; i < ki.z; i++) r += k * p.a * p.b; return r; }

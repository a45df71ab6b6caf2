cbuffer C { float4 k; int4 ki; };
struct P { float b; min16float a[2]; };
float4 main(float4 d : COLOR1) : SV_Target { P p; p.a[0] = k.x * d.y; p.a[1] = k.y*d.z; p.b = d.x; float4 r = d; [loop] for (int i = 0; i < ki.z; i++) r += k * p.a[i%2] * p.b; return r; }

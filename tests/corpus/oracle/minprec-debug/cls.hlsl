cbuffer C { float4 k; int4 ki; };
class A { min16float m; float n; float4 Get(float4 d) { return d * m * n; } };
float4 main(float4 d : COLOR1) : SV_Target { A a; a.m = d.y*k.x; a.n = k.w; float4 r = d; [loop] for (int i = 0; i < ki.x; i++) r += a.Get(d); return r; }

cbuffer C { float4 k; int4 ki; };
min16float f(min16float a, float b) { min16float t = a * b; return t * t; }
float4 main(float4 d : COLOR1) : SV_Target { float4 r = d; [loop] for (int i = 0; i < ki.x; i++) r += f(d.x, k.y); return r; }

cbuffer C { float4 k; int4 ki; };

float4 main(float4 d : COLOR1) : SV_Target { min16float s = d.x * k.x; float4 r = d; [loop] for (int i = 0; i < ki.x; i++) r += k * s; return r; }

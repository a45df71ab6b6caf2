cbuffer C { float4 k; int4 ki; };

float4 main(float4 d : COLOR1) : SV_Target { min16float s[2]; s[0] = d.x*k.x; s[1]=d.y*k.y; float4 r = d; [loop] for (int i = 0; i < ki.x; i++) r += k * s[0] * s[1]; return r; }

cbuffer C { float4 k; int4 ki; };

float4 main(float4 d : COLOR1) : SV_Target { float s[2]; s[0] = d.x*k.x; s[1]=d.y*k.y; [loop] for (int i = 0; i < ki.x; i++) { s[0] += k.z; s[1] *= k.w; } return float4(s[0], s[1], 0, 1); }

struct Inner { Texture2D t; SamplerState s; };
struct Y { Inner a; Inner b; float f; };
cbuffer CB { Y g_y; };
tbuffer TB { Y g_ty; float4 g_t2; };
float4 main(float2 uv : TEXCOORD0) : SV_Target { return g_y.f + g_ty.f + g_t2; }

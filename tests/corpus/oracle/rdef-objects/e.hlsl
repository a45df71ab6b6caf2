struct Inner { Texture2D t; };
struct Outer { Inner i; float4 c; };
cbuffer CB { Outer g_o; };
float4 vsmain(float4 p : POSITION) : SV_Position { return p * g_o.c; }

// A constant buffer the code never reads, kept by Microsoft's compiler
// because it is declared right after a texture the code reads.
Texture2D<float4> g_color : register(t0);
cbuffer Unread : register(b0) { float2 g_unused; };
cbuffer Read : register(b1) { float4 g_tint; };
SamplerState g_linear : register(s0);
float4 main(float4 position : SV_Position, float2 uv : TEXCOORD0) : SV_Target0 {
    return g_color.Sample(g_linear, uv) * g_tint;
}

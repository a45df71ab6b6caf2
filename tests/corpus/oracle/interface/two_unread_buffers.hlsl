// Two constant buffers the code never reads, kept: each is the k-th
// buffer declared where the k-th declaration is a texture the code reads.
Texture2D<float4> g_a : register(t0);
Texture2D<float4> g_b : register(t1);
SamplerState g_s : register(s0);
cbuffer Unread0 : register(b0) { float4 g_unused0; };
cbuffer Unread1 : register(b1) { float4 g_unused1; };
cbuffer Read : register(b2) { float4 k; };
float4 main(float4 p : TEXCOORD0) : SV_Target {
    return g_a.Sample(g_s, p.xy) + g_b.Sample(g_s, p.yx) * k;
}

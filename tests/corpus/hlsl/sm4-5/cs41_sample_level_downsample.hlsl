// Decompiled by dxsm from cs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   float2 g_invSize;                  // Offset:    0 Size:     8
//   uint g_dstWidth;                   // Offset:    8 Size:     4
//
// }
//
// Resource bind info for g_dst
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_lin                             sampler      NA          NA    0        1
// g_src                             texture  float4          2d    0        1
// g_dst                                 UAV  struct         r/w    0        1
// D                                 cbuffer      NA          NA    0        1
//
cbuffer D : register(b0) {
    float2 g_invSize : packoffset(c0);
    uint g_dstWidth : packoffset(c0.z);
};
SamplerState g_lin : register(s0);
Texture2D<float4> g_src : register(t0);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> g_dst : register(u0);
struct Input {
};
struct Output {
};
[numthreads(32, 24, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    r0.xy = asuint((float2)asuint(((asint(vThreadID.xy) << (uint2(0x00000001u, 0x00000001u) & 31u)) + int2(1, 1))) * g_invSize.xy);
    r1.xyzw = asuint((g_src.SampleLevel(g_lin, asfloat(r0.xy), 0.0f)).xyzw);
    r0.xyzw = asuint(mad(((g_src.Gather(g_lin, asfloat(r0.xy))).x).xxxx, float4(0.01f, 0.01f, 0.01f, 0.01f), asfloat(r1.xyzw)));
    r1.x = asuint(asint(vThreadID.y) * asint(g_dstWidth) + asint(vThreadID.x));
    g_dst[r1.x].w[0] = r0.x;
    g_dst[r1.x].w[1] = r0.y;
    g_dst[r1.x].w[2] = r0.z;
    g_dst[r1.x].w[3] = r0.w;
    {
        return output;
    }
}

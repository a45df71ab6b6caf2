// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer C
// {
//
//   float g_minLod;                    // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_sparse                          texture  float4          2d    0        1
// C                                 cbuffer      NA          NA    0        1
//
cbuffer C : register(b0) {
    float g_minLod : packoffset(c0);
};
SamplerState g_s : register(s0);
Texture2D<float4> g_sparse : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise uint4 o0 = 0;
    precise float4 r0 = 0;
    precise int4 r1 = 0;
    precise uint4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    {
        uint status;
        r0.xyzw = (g_sparse.Sample(g_s, v1.xy, int2(0, 0), g_minLod, status)).xyzw;
        r1.x = asint(status);
    }
    r1.x = asint((CheckAccessFullyMapped(asuint(r1.x))) ? 0xffffffffu : 0u);
    if ((~r1.x) != 0) {
        {
            uint status;
            r1.xyzw = asint((g_sparse.SampleLevel(g_s, v1.xy, 8.0f, int2(0, 0), status)).xyzw);
            r2.x = status;
        }
        r2.x = (CheckAccessFullyMapped(r2.x)) ? 0xffffffffu : 0u;
        o0.xyzw = (asuint((~asint(r2.x)).xxxx) != 0u) ? uint4(0x3f800000u, 0x00000000u, 0x3f800000u, 0x3f800000u) : asuint(r1.xyzw);
    } else {
        o0.xyzw = asuint(r0.xyzw);
    }
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}

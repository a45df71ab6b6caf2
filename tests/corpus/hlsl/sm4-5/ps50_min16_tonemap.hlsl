// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer T
// {
//
//   min16float g_exposure;             // Offset:    0 Size:     4
//   min16float3 g_white;               // Offset:    4 Size:    12
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_hdr                             texture  float4          2d    0        1
// T                                 cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[1]; };
SamplerState g_s : register(s0);
Texture2D<float4> g_hdr : register(t0);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    min16float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    min16float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise int4 r3 = 0;
    precise int4 r4 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = (float2)input.TEXCOORD0;
    r1.xyz = (g_hdr.Sample(g_s, v1.xy)).xyz;
    r2.xyz = r1.xyz * asfloat(cb0[0].xxx);
    r0.xyz = (((r2.xyz / (asfloat(cb0[0].yzw) * asfloat(cb0[0].yzw))) + float3(1.0f, 1.0f, 1.0f)) * r2.xyz) / mad(r1.xyz, asfloat(cb0[0].xxx), float3(1.0f, 1.0f, 1.0f));
    r3.xy = (int2)v0.xy;
    r0.w = (float)((r3.y ^ r3.x) & 1);
    o0.xyz = mad(r0.www, float3(0.002f, 0.002f, 0.002f), r0.xyz);
    o0.w = 1.0f;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}

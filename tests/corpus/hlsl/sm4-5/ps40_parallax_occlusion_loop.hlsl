// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer POM
// {
//
//   float g_scale;                     // Offset:    0 Size:     4
//   int g_steps;                       // Offset:    4 Size:     4
//   float2 pad;                        // Offset:    8 Size:     8 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_height                          texture  float4          2d    0        1
// g_color                           texture  float4          2d    1        1
// POM                               cbuffer      NA          NA    0        1
//
cbuffer POM : register(b0) {
    float g_scale : packoffset(c0);
    int g_steps : packoffset(c0.y);
    float2 pad : packoffset(c0.z);
};
SamplerState g_s : register(s0);
Texture2D<float4> g_height : register(t0);
Texture2D<float4> g_color : register(t1);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 VIEWTS0 : VIEWTS0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise float4 r4 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v2.xyz = input.VIEWTS0;
    r0.xyz = asuint((rsqrt(dot(v2.xyz, v2.xyz))).xxx * v2.xyz);
    r0.xy = asuint((-asfloat(r0.xy)) * g_scale.xx);
    r0.w = asuint((float)g_steps);
    r0.z = asuint(asfloat(r0.w) * asfloat(r0.z));
    r0.xy = asuint(asfloat(r0.xy) / asfloat(r0.zz));
    r0.z = asuint(1.0f / asfloat(r0.w));
    r1.xy = ddx(v1.xy);
    r1.zw = ddy(v1.xy);
    r3.x = 0x3f800000u;
    r3.y = asuint((g_height.SampleGrad(g_s, v1.xy, r1.xy, r1.zw)).xyzw.x);
    r2.yz = asuint(v1.xy);
    [loop] while (true) {
        if (asuint((asint(((asfloat(r3.y) < asfloat(r3.x)) ? 0xffffffffu : 0u)) & asint(((0.0f < asfloat(r3.x)) ? 0xffffffffu : 0u)))) == 0u) { break; }
        r2.yz = asuint(asfloat(r0.xy) + asfloat(r2.yz));
        r3.x = asuint((-asfloat(r0.z)) + asfloat(r3.x));
        r3.y = asuint((g_height.SampleGrad(g_s, asfloat(r2.yz), r1.xy, r1.zw)).xyzw.x);
    }
    o0.xyzw = (g_color.SampleGrad(g_s, asfloat(r2.yz), r1.xy, r1.zw)).xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}

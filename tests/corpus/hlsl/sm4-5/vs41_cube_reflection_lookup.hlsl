// Decompiled by dxsm from vs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Cam
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float3 g_eye;                      // Offset:   64 Size:    12
//   float g_slice;                     // Offset:   76 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_env                             texture  float4        cube    0        1
// g_envArr                          texture  float4   cubearray    1        1
// Cam                               cbuffer      NA          NA    0        1
//
cbuffer Cam : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float3 g_eye : packoffset(c4);
    float g_slice : packoffset(c4.w);
};
SamplerState g_s : register(s0);
TextureCube<float4> g_env : register(t0);
TextureCubeArray<float4> g_envArr : register(t1);
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 COLOR0 : COLOR0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyz = asuint(input.POSITION0);
    v1.xyz = asuint(input.NORMAL0);
    r0.xyz = v0.xyz;
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
    r0.xyz = asuint(asfloat(v0.xyz) + (-g_eye.xyz));
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(v1.xyz)));
    r0.w = asuint(asfloat(r0.w) + asfloat(r0.w));
    r0.xyz = asuint(mad(asfloat(v1.xyz), (-asfloat(r0.www)), asfloat(r0.xyz)));
    r0.w = asuint(g_slice);
    r1.xyz = asuint((g_envArr.SampleLevel(g_s, asfloat(r0.xyzw), 1.0f)).xyz);
    r0.xyz = asuint((g_env.SampleLevel(g_s, asfloat(r0.xyz), 3.0f)).xyz);
    o1.xyz = asuint(asfloat(r1.xyz) + asfloat(r0.xyz));
    {
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyz);
        return output;
    }
}

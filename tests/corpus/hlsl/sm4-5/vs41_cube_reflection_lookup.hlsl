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
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    r0.xyz = v0.xyz + (-g_eye.xyz);
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    r0.xyz = r0.www * r0.xyz;
    r0.w = dot(r0.xyz, v1.xyz);
    r0.w = r0.w + r0.w;
    r0.xyz = mad(v1.xyz, (-r0.www), r0.xyz);
    r0.w = g_slice;
    r1.xyz = (g_envArr.SampleLevel(g_s, r0.xyzw, 1.0f)).xyz;
    o1.xyz = r1.xyz + (g_env.SampleLevel(g_s, r0.xyz, 3.0f)).xyz;
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyz;
        return output;
    }
}

// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Bones
// {
//
//   float4x3 g_bones[64];              // Offset:    0 Size:  3072
//
// }
//
// cbuffer Cam
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Bones                             cbuffer      NA          NA    0        1
// Cam                               cbuffer      NA          NA    1        1
//
cbuffer CB0 : register(b0) { uint4 cb0[192]; };
cbuffer Cam : register(b1) {
    column_major float4x4 g_viewProj : packoffset(c0);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    uint4 BLENDINDICES0 : BLENDINDICES0;
    float4 BLENDWEIGHT0 : BLENDWEIGHT0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 v3 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    uint4 r3 = 0;
    v0.xyz = asuint(input.POSITION0);
    v1.xyz = asuint(input.NORMAL0);
    v2.xyzw = asuint(input.BLENDINDICES0);
    v3.xyzw = asuint(input.BLENDWEIGHT0);
    r0.xyz = v0.xyz;
    r0.w = 0x3f800000u;
    {
        uint4 p0 = asuint(asint(v2.xyzw) * int4(3, 3, 3, 3));
        r1.xyzw = p0;
    }
    r2.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.y].xyzw)));
    r2.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.y + 1].xyzw)));
    r2.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.y + 2].xyzw)));
    r2.xyz = asuint(asfloat(r2.xyz) * asfloat(v3.yyy));
    r3.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.x].xyzw)));
    r3.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.x + 1].xyzw)));
    r3.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.x + 2].xyzw)));
    r2.xyz = asuint(mad(asfloat(r3.xyz), asfloat(v3.xxx), asfloat(r2.xyz)));
    r3.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.z].xyzw)));
    r3.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.z + 1].xyzw)));
    r3.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.z + 2].xyzw)));
    r2.xyz = asuint(mad(asfloat(r3.xyz), asfloat(v3.zzz), asfloat(r2.xyz)));
    r3.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.w].xyzw)));
    r3.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.w + 1].xyzw)));
    r3.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[r1.w + 2].xyzw)));
    r0.xyz = asuint(mad(asfloat(r3.xyz), asfloat(v3.www), asfloat(r2.xyz)));
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
    r0.x = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.y].xyz)));
    r0.y = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.y + 1].xyz)));
    r0.z = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.y + 2].xyz)));
    r0.xyz = asuint(asfloat(r0.xyz) * asfloat(v3.yyy));
    r2.x = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.x].xyz)));
    r2.y = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.x + 1].xyz)));
    r2.z = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.x + 2].xyz)));
    r0.xyz = asuint(mad(asfloat(r2.xyz), asfloat(v3.xxx), asfloat(r0.xyz)));
    r2.x = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.z].xyz)));
    r2.y = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.z + 1].xyz)));
    r2.z = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.z + 2].xyz)));
    r0.xyz = asuint(mad(asfloat(r2.xyz), asfloat(v3.zzz), asfloat(r0.xyz)));
    r1.x = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.w].xyz)));
    r1.y = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.w + 1].xyz)));
    r1.z = asuint(dot(asfloat(v1.xyz), asfloat(cb0[r1.w + 2].xyz)));
    r0.xyz = asuint(mad(asfloat(r1.xyz), asfloat(v3.www), asfloat(r0.xyz)));
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    o1.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    {
        output.SV_Position0 = asfloat(o0.xyzw);
        output.NORMAL0 = asfloat(o1.xyz);
        return output;
    }
}

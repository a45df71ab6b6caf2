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
    float4 v0 = 0;
    float4 v1 = 0;
    uint4 v2 = 0;
    float4 v3 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xyzw = input.BLENDINDICES0;
    v3.xyzw = input.BLENDWEIGHT0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    {
        int4 p0 = asint(v2.xyzw) * int4(3, 3, 3, 3);
        r1.xyzw = asuint(p0);
    }
    r2.x = dot(r0.xyzw, asfloat(cb0[r1.y].xyzw));
    r2.y = dot(r0.xyzw, asfloat(cb0[r1.y + 1].xyzw));
    r2.z = dot(r0.xyzw, asfloat(cb0[r1.y + 2].xyzw));
    r3.x = dot(r0.xyzw, asfloat(cb0[r1.x].xyzw));
    r3.y = dot(r0.xyzw, asfloat(cb0[r1.x + 1].xyzw));
    r3.z = dot(r0.xyzw, asfloat(cb0[r1.x + 2].xyzw));
    r2.xyz = mad(r3.xyz, v3.xxx, (r2.xyz * v3.yyy));
    r3.x = dot(r0.xyzw, asfloat(cb0[r1.z].xyzw));
    r3.y = dot(r0.xyzw, asfloat(cb0[r1.z + 1].xyzw));
    r3.z = dot(r0.xyzw, asfloat(cb0[r1.z + 2].xyzw));
    r2.xyz = mad(r3.xyz, v3.zzz, r2.xyz);
    r3.x = dot(r0.xyzw, asfloat(cb0[r1.w].xyzw));
    r3.y = dot(r0.xyzw, asfloat(cb0[r1.w + 1].xyzw));
    r3.z = dot(r0.xyzw, asfloat(cb0[r1.w + 2].xyzw));
    r0.xyz = mad(r3.xyz, v3.www, r2.xyz);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    r0.x = dot(v1.xyz, asfloat(cb0[r1.y].xyz));
    r0.y = dot(v1.xyz, asfloat(cb0[r1.y + 1].xyz));
    r0.z = dot(v1.xyz, asfloat(cb0[r1.y + 2].xyz));
    r2.x = dot(v1.xyz, asfloat(cb0[r1.x].xyz));
    r2.y = dot(v1.xyz, asfloat(cb0[r1.x + 1].xyz));
    r2.z = dot(v1.xyz, asfloat(cb0[r1.x + 2].xyz));
    r0.xyz = mad(r2.xyz, v3.xxx, (r0.xyz * v3.yyy));
    r2.x = dot(v1.xyz, asfloat(cb0[r1.z].xyz));
    r2.y = dot(v1.xyz, asfloat(cb0[r1.z + 1].xyz));
    r2.z = dot(v1.xyz, asfloat(cb0[r1.z + 2].xyz));
    r1.x = asuint(dot(v1.xyz, asfloat(cb0[r1.w].xyz)));
    r1.y = asuint(dot(v1.xyz, asfloat(cb0[r1.w + 1].xyz)));
    r1.z = asuint(dot(v1.xyz, asfloat(cb0[r1.w + 2].xyz)));
    r0.xyz = mad(asfloat(r1.xyz), v3.www, mad(r2.xyz, v3.zzz, r0.xyz));
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    o1.xyz = r0.www * r0.xyz;
    {
        output.SV_Position0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        return output;
    }
}

// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPerMesh
// {
//
//   float4x4 g_mConstBoneWorld[80];    // Offset:    0 Size:  5120
//
// }
//
// cbuffer cbPerFrame
// {
//
//   float4x4 g_mViewProjection;        // Offset:    0 Size:    64
//   float3 g_vCameraPosWorld;          // Offset:   64 Size:    12 [unused]
//   float g_fTessellationFactor;       // Offset:   76 Size:     4 [unused]
//   float g_fDisplacementHeight;       // Offset:   80 Size:     4 [unused]
//   float3 g_vSolidColor;              // Offset:   84 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPerMesh                         cbuffer      NA          NA    1        1
// cbPerFrame                        cbuffer      NA          NA    2        1
//
cbuffer CB1 : register(b1) { uint4 cb1[319]; };
cbuffer cbPerFrame : register(b2) {
    column_major float4x4 g_mViewProjection : packoffset(c0);
    float3 g_vCameraPosWorld : packoffset(c4);
    float g_fTessellationFactor : packoffset(c4.w);
    float g_fDisplacementHeight : packoffset(c5);
    float3 g_vSolidColor : packoffset(c5.y);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 NORMAL0 : NORMAL0;
    float3 TANGENT0 : TANGENT0;
    uint4 BONES0 : BONES0;
    float4 WEIGHTS0 : WEIGHTS0;
};
struct Output {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 TANGENT0 : TANGENT0;
    float3 BITANGENT0 : BITANGENT0;
    float4 SV_POSITION0 : SV_POSITION0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    uint4 v4 = 0;
    float4 v5 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise uint4 o3 = 0;
    precise float4 o4 = 0;
    precise float4 o5 = 0;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    v0.xyz = input.POSITION0;
    v1.xy = input.TEXCOORD0;
    v2.xyz = input.NORMAL0;
    v3.xyz = input.TANGENT0;
    v4.xyzw = input.BONES0;
    v5.xyzw = input.WEIGHTS0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    r1.xyzw = asuint(asint(v4.xyzw) << (uint4(0x00000002u, 0x00000002u, 0x00000002u, 0x00000002u) & 31u));
    r2.x = dot(r0.xyzw, asfloat(cb1[r1.y].xyzw));
    r2.y = dot(r0.xyzw, asfloat(cb1[r1.y + 1].xyzw));
    r2.z = dot(r0.xyzw, asfloat(cb1[r1.y + 2].xyzw));
    r3.x = dot(r0.xyzw, asfloat(cb1[r1.x].xyzw));
    r3.y = dot(r0.xyzw, asfloat(cb1[r1.x + 1].xyzw));
    r3.z = dot(r0.xyzw, asfloat(cb1[r1.x + 2].xyzw));
    r2.xyz = mad(r3.xyz, v5.xxx, (r2.xyz * v5.yyy));
    r3.x = dot(r0.xyzw, asfloat(cb1[r1.z].xyzw));
    r3.y = dot(r0.xyzw, asfloat(cb1[r1.z + 1].xyzw));
    r3.z = dot(r0.xyzw, asfloat(cb1[r1.z + 2].xyzw));
    r2.xyz = mad(r3.xyz, v5.zzz, r2.xyz);
    r3.x = dot(r0.xyzw, asfloat(cb1[r1.w].xyzw));
    r3.y = dot(r0.xyzw, asfloat(cb1[r1.w + 1].xyzw));
    r3.z = dot(r0.xyzw, asfloat(cb1[r1.w + 2].xyzw));
    r0.xyz = mad(r3.xyz, v5.www, r2.xyz);
    o0.xyz = r0.xyz;
    r2.x = dot(v2.xyz, asfloat(cb1[r1.y].xyz));
    r2.y = dot(v2.xyz, asfloat(cb1[r1.y + 1].xyz));
    r2.z = dot(v2.xyz, asfloat(cb1[r1.y + 2].xyz));
    r3.x = dot(v2.xyz, asfloat(cb1[r1.x].xyz));
    r3.y = dot(v2.xyz, asfloat(cb1[r1.x + 1].xyz));
    r3.z = dot(v2.xyz, asfloat(cb1[r1.x + 2].xyz));
    r2.xyz = mad(r3.xyz, v5.xxx, (r2.xyz * v5.yyy));
    r3.x = dot(v2.xyz, asfloat(cb1[r1.z].xyz));
    r3.y = dot(v2.xyz, asfloat(cb1[r1.z + 1].xyz));
    r3.z = dot(v2.xyz, asfloat(cb1[r1.z + 2].xyz));
    r2.xyz = mad(r3.xyz, v5.zzz, r2.xyz);
    r3.x = dot(v2.xyz, asfloat(cb1[r1.w].xyz));
    r3.y = dot(v2.xyz, asfloat(cb1[r1.w + 1].xyz));
    r3.z = dot(v2.xyz, asfloat(cb1[r1.w + 2].xyz));
    r2.xyz = mad(r3.xyz, v5.www, r2.xyz);
    o1.xyz = r2.xyz;
    o2.xy = v1.xy;
    r3.x = dot(v3.xyz, asfloat(cb1[r1.y].xyz));
    r3.y = dot(v3.xyz, asfloat(cb1[r1.y + 1].xyz));
    r3.z = dot(v3.xyz, asfloat(cb1[r1.y + 2].xyz));
    r4.x = dot(v3.xyz, asfloat(cb1[r1.x].xyz));
    r4.y = dot(v3.xyz, asfloat(cb1[r1.x + 1].xyz));
    r4.z = dot(v3.xyz, asfloat(cb1[r1.x + 2].xyz));
    r3.xyz = mad(r4.xyz, v5.xxx, (r3.xyz * v5.yyy));
    r4.x = dot(v3.xyz, asfloat(cb1[r1.z].xyz));
    r4.y = dot(v3.xyz, asfloat(cb1[r1.z + 1].xyz));
    r4.z = dot(v3.xyz, asfloat(cb1[r1.z + 2].xyz));
    r1.xyz = asuint(mad(r4.xyz, v5.zzz, r3.xyz));
    r3.x = dot(v3.xyz, asfloat(cb1[r1.w].xyz));
    r3.y = dot(v3.xyz, asfloat(cb1[r1.w + 1].xyz));
    r3.z = dot(v3.xyz, asfloat(cb1[r1.w + 2].xyz));
    r1.xyz = asuint(mad(r3.xyz, v5.www, asfloat(r1.xyz)));
    o3.xyz = r1.xyz;
    o4.xyz = mad(r2.yzx, asfloat(r1.zxy), (-(asfloat(r1.yzx) * r2.zxy)));
    r0.w = 1.0f;
    o5.x = dot(r0.xyzw, g_mViewProjection._m00_m10_m20_m30);
    o5.y = dot(r0.xyzw, g_mViewProjection._m01_m11_m21_m31);
    o5.z = dot(r0.xyzw, g_mViewProjection._m02_m12_m22_m32);
    o5.w = dot(r0.xyzw, g_mViewProjection._m03_m13_m23_m33);
    {
        output.POSITION0 = o0.xyz;
        output.NORMAL0 = o1.xyz;
        output.TEXCOORD0 = o2.xy;
        output.TANGENT0 = asfloat(o3.xyz);
        output.BITANGENT0 = o4.xyz;
        output.SV_POSITION0 = o5.xyzw;
        return output;
    }
}

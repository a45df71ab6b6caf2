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
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPerMesh                         cbuffer      NA          NA    1        1
//
cbuffer CB1 : register(b1) { uint4 cb1[319]; };
struct Input {
    float3 POSITION0 : POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 TANGENT0 : TANGENT0;
    uint4 BONES0 : BONES0;
    float4 WEIGHTS0 : WEIGHTS0;
};
struct Output {
    float3 WORLDPOS0 : WORLDPOS0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 TANGENT0 : TANGENT0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    uint4 v3 = 0;
    float4 v4 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyz = input.POSITION0;
    v1.xy = input.TEXCOORD0;
    v2.xyz = input.TANGENT0;
    v3.xyzw = input.BONES0;
    v4.xyzw = input.WEIGHTS0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    r1.xyzw = asuint(asint(v3.xyzw) << (uint4(0x00000002u, 0x00000002u, 0x00000002u, 0x00000002u) & 31u));
    r2.x = dot(r0.xyzw, asfloat(cb1[r1.y].xyzw));
    r2.y = dot(r0.xyzw, asfloat(cb1[r1.y + 1].xyzw));
    r2.z = dot(r0.xyzw, asfloat(cb1[r1.y + 2].xyzw));
    r3.x = dot(r0.xyzw, asfloat(cb1[r1.x].xyzw));
    r3.y = dot(r0.xyzw, asfloat(cb1[r1.x + 1].xyzw));
    r3.z = dot(r0.xyzw, asfloat(cb1[r1.x + 2].xyzw));
    r2.xyz = mad(r3.xyz, v4.xxx, (r2.xyz * v4.yyy));
    r3.x = dot(r0.xyzw, asfloat(cb1[r1.z].xyzw));
    r3.y = dot(r0.xyzw, asfloat(cb1[r1.z + 1].xyzw));
    r3.z = dot(r0.xyzw, asfloat(cb1[r1.z + 2].xyzw));
    r2.xyz = mad(r3.xyz, v4.zzz, r2.xyz);
    r3.x = dot(r0.xyzw, asfloat(cb1[r1.w].xyzw));
    r3.y = dot(r0.xyzw, asfloat(cb1[r1.w + 1].xyzw));
    r3.z = dot(r0.xyzw, asfloat(cb1[r1.w + 2].xyzw));
    o0.xyz = mad(r3.xyz, v4.www, r2.xyz);
    o1.xy = v1.xy;
    r0.x = dot(v2.xyz, asfloat(cb1[r1.y].xyz));
    r0.y = dot(v2.xyz, asfloat(cb1[r1.y + 1].xyz));
    r0.z = dot(v2.xyz, asfloat(cb1[r1.y + 2].xyz));
    r2.x = dot(v2.xyz, asfloat(cb1[r1.x].xyz));
    r2.y = dot(v2.xyz, asfloat(cb1[r1.x + 1].xyz));
    r2.z = dot(v2.xyz, asfloat(cb1[r1.x + 2].xyz));
    r0.xyz = mad(r2.xyz, v4.xxx, (r0.xyz * v4.yyy));
    r2.x = dot(v2.xyz, asfloat(cb1[r1.z].xyz));
    r2.y = dot(v2.xyz, asfloat(cb1[r1.z + 1].xyz));
    r2.z = dot(v2.xyz, asfloat(cb1[r1.z + 2].xyz));
    r1.x = asuint(dot(v2.xyz, asfloat(cb1[r1.w].xyz)));
    r1.y = asuint(dot(v2.xyz, asfloat(cb1[r1.w + 1].xyz)));
    r1.z = asuint(dot(v2.xyz, asfloat(cb1[r1.w + 2].xyz)));
    o2.xyz = mad(asfloat(r1.xyz), v4.www, mad(r2.xyz, v4.zzz, r0.xyz));
    {
        output.WORLDPOS0 = o0.xyz;
        output.TEXCOORD0 = o1.xy;
        output.TANGENT0 = o2.xyz;
        return output;
    }
}

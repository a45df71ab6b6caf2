// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Bones
// {
//
//   float4x3 g_bones[20];              // Offset:    0 Size:   960
//   float4x4 g_vp;                     // Offset:  960 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Bones                             cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[64]; };
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float4 BLENDINDICES0 : BLENDINDICES0;
    float2 BLENDWEIGHT0 : BLENDWEIGHT0;
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
    uint4 r4 = 0;
    v0.xyz = asuint(input.POSITION0);
    v1.xyz = asuint(input.NORMAL0);
    v2.xyzw = asuint(input.BLENDINDICES0);
    v3.xy = asuint(input.BLENDWEIGHT0);
    r0.xy = asuint((int2)asfloat(v2.xy));
    {
        uint2 p0 = asuint(asint(r0.xy) * int2(3, 3));
        r0.xy = p0;
    }
    r1.xyzw = asuint(asfloat(v3.yyyy) * asfloat(cb0[r0.y].xyzw));
    r1.xyzw = asuint(mad(asfloat(cb0[r0.x].xyzw), asfloat(v3.xxxx), asfloat(r1.xyzw)));
    r2.xyz = v0.xyz;
    r2.w = 0x3f800000u;
    r3.x = asuint(dot(asfloat(r2.xyzw), asfloat(r1.xyzw)));
    r1.x = asuint(dot(asfloat(v1.xyz), asfloat(r1.xyz)));
    r4.xyzw = asuint(asfloat(v3.yyyy) * asfloat(cb0[r0.y + 1].xyzw));
    r4.xyzw = asuint(mad(asfloat(cb0[r0.x + 1].xyzw), asfloat(v3.xxxx), asfloat(r4.xyzw)));
    r3.y = asuint(dot(asfloat(r2.xyzw), asfloat(r4.xyzw)));
    r1.y = asuint(dot(asfloat(v1.xyz), asfloat(r4.xyz)));
    r4.xyzw = asuint(asfloat(v3.yyyy) * asfloat(cb0[r0.y + 2].xyzw));
    r0.xyzw = asuint(mad(asfloat(cb0[r0.x + 2].xyzw), asfloat(v3.xxxx), asfloat(r4.xyzw)));
    r3.z = asuint(dot(asfloat(r2.xyzw), asfloat(r0.xyzw)));
    r1.z = asuint(dot(asfloat(v1.xyz), asfloat(r0.xyz)));
    r3.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r3.xyzw), asfloat(cb0[60].xyzw)));
    o0.y = asuint(dot(asfloat(r3.xyzw), asfloat(cb0[61].xyzw)));
    o0.z = asuint(dot(asfloat(r3.xyzw), asfloat(cb0[62].xyzw)));
    o0.w = asuint(dot(asfloat(r3.xyzw), asfloat(cb0[63].xyzw)));
    r0.x = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    r0.x = asuint(rsqrt(asfloat(r0.x)));
    o1.xyz = asuint(asfloat(r0.xxx) * asfloat(r1.xyz));
    {
        output.SV_Position0 = asfloat(o0.xyzw);
        output.NORMAL0 = asfloat(o1.xyz);
        return output;
    }
}

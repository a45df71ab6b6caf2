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
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xyzw = input.BLENDINDICES0;
    v3.xy = input.BLENDWEIGHT0;
    r0.xy = asuint((int2)v2.xy);
    {
        int2 p0 = asint(r0.xy) * int2(3, 3);
        r0.xy = asuint(p0);
    }
    r1.xyzw = mad(asfloat(cb0[r0.x].xyzw), v3.xxxx, (v3.yyyy * asfloat(cb0[r0.y].xyzw)));
    r2.xyz = v0.xyz;
    r2.w = 1.0f;
    r3.x = dot(r2.xyzw, r1.xyzw);
    r1.x = dot(v1.xyz, r1.xyz);
    r4.xyzw = mad(asfloat(cb0[r0.x + 1].xyzw), v3.xxxx, (v3.yyyy * asfloat(cb0[r0.y + 1].xyzw)));
    r3.y = dot(r2.xyzw, r4.xyzw);
    r1.y = dot(v1.xyz, r4.xyz);
    r0.xyzw = asuint(mad(asfloat(cb0[r0.x + 2].xyzw), v3.xxxx, (v3.yyyy * asfloat(cb0[r0.y + 2].xyzw))));
    r3.z = dot(r2.xyzw, asfloat(r0.xyzw));
    r1.z = dot(v1.xyz, asfloat(r0.xyz));
    r3.w = 1.0f;
    o0.x = dot(r3.xyzw, asfloat(cb0[60].xyzw));
    o0.y = dot(r3.xyzw, asfloat(cb0[61].xyzw));
    o0.z = dot(r3.xyzw, asfloat(cb0[62].xyzw));
    o0.w = dot(r3.xyzw, asfloat(cb0[63].xyzw));
    o1.xyz = (rsqrt(dot(r1.xyz, r1.xyz))).xxx * r1.xyz;
    {
        output.SV_Position0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        return output;
    }
}

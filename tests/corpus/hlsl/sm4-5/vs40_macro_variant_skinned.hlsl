// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer B
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4x3 g_bones[48];              // Offset:   64 Size:  2304
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// B                                 cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[148]; };
struct Input {
    float3 POSITION0 : POSITION0;
    uint4 BLENDINDICES0 : BLENDINDICES0;
    float4 BLENDWEIGHT0 : BLENDWEIGHT0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyz = input.POSITION0;
    v1.xyzw = input.BLENDINDICES0;
    v2.xyzw = input.BLENDWEIGHT0;
    {
        int4 p0 = asint(v1.xyzw) * int4(3, 3, 3, 3);
        r0.xyzw = asuint(p0);
    }
    r1.xyz = v0.xyz;
    r1.w = 1.0f;
    r2.x = dot(r1.xyzw, asfloat(cb0[r0.y + 4].xyzw));
    r2.y = dot(r1.xyzw, asfloat(cb0[r0.y + 5].xyzw));
    r2.z = dot(r1.xyzw, asfloat(cb0[r0.y + 6].xyzw));
    r3.x = dot(r1.xyzw, asfloat(cb0[r0.x + 4].xyzw));
    r3.y = dot(r1.xyzw, asfloat(cb0[r0.x + 5].xyzw));
    r3.z = dot(r1.xyzw, asfloat(cb0[r0.x + 6].xyzw));
    r2.xyz = mad(r3.xyz, v2.xxx, (r2.xyz * v2.yyy));
    r3.x = dot(r1.xyzw, asfloat(cb0[r0.z + 4].xyzw));
    r3.y = dot(r1.xyzw, asfloat(cb0[r0.z + 5].xyzw));
    r3.z = dot(r1.xyzw, asfloat(cb0[r0.z + 6].xyzw));
    r0.xyz = asuint(mad(r3.xyz, v2.zzz, r2.xyz));
    r2.x = dot(r1.xyzw, asfloat(cb0[r0.w + 4].xyzw));
    r2.y = dot(r1.xyzw, asfloat(cb0[r0.w + 5].xyzw));
    r2.z = dot(r1.xyzw, asfloat(cb0[r0.w + 6].xyzw));
    r0.xyz = asuint(mad(r2.xyz, v2.www, asfloat(r0.xyz)));
    r0.w = 0x3f800000u;
    o0.x = dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw));
    o0.y = dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw));
    o0.z = dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw));
    o0.w = dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw));
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}

// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Sel
// {
//
//   uint g_slot;                       // Offset:    0 Size:     4
//   float4x4 g_viewProj;               // Offset:   16 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Sel                               cbuffer      NA          NA    0        1
//
cbuffer Sel : register(b0) {
    uint g_slot : packoffset(c0);
    column_major float4x4 g_viewProj : packoffset(c1);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float4 ATTRIB0 : ATTRIB0;
    float4 ATTRIB1 : ATTRIB1;
    float4 ATTRIB2 : ATTRIB2;
    float4 ATTRIB3 : ATTRIB3;
    float4 ATTRIB4 : ATTRIB4;
    float4 ATTRIB5 : ATTRIB5;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 ATTRIB0 : ATTRIB0;
};
Output main(Input input) {
    Output output;
    uint4 v[7] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    v[0].xyz = asuint(input.POSITION0);
    v[1].xyzw = asuint(input.ATTRIB0);
    v[2].xyzw = asuint(input.ATTRIB1);
    v[3].xyzw = asuint(input.ATTRIB2);
    v[4].xyzw = asuint(input.ATTRIB3);
    v[5].xyzw = asuint(input.ATTRIB4);
    v[6].xyzw = asuint(input.ATTRIB5);
    r0.xyz = v[0].xyz;
    r0.w = 0x3f800000u;
    o0.x = dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30);
    o0.y = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
    o0.z = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
    o0.w = dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33);
    r0.x = asuint(asint(g_slot) + 1);
    {
        uint p0 = r0.x % 0x00000006u;
        r0.x = p0;
    }
    r0.y = g_slot;
    o1.xyzw = asfloat(v[r0.x + 1].xyzw) + asfloat(v[r0.y + 1].xyzw);
    {
        output.SV_Position0 = o0.xyzw;
        output.ATTRIB0 = o1.xyzw;
        return output;
    }
}

// Decompiled by dxsm from ds_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float g_curl;                      // Offset:   64 Size:     4
//   float g_time;                      // Offset:   68 Size:     4
//   float2 pad;                        // Offset:   72 Size:     8 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// D                                 cbuffer      NA          NA    0        1
//
cbuffer D : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float g_curl : packoffset(c4);
    float g_time : packoffset(c4.y);
    float2 pad : packoffset(c4.z);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Patch {
    float SV_TessFactor0 : SV_TessFactor0;
    float SV_TessFactor1 : SV_TessFactor1;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float STRANDPARAM0 : STRANDPARAM0;
};
[domain("isoline")]
Output main(Patch constants, float2 domain : SV_DomainLocation, const OutputPatch<Input, 4> input) {
    Output output;
    uint4 vicp[4][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[2] = { (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyzw = asuint(input[0].POSITION0);
    vicp[1][0].xyzw = asuint(input[1].POSITION0);
    vicp[2][0].xyzw = asuint(input[2].POSITION0);
    vicp[3][0].xyzw = asuint(input[3].POSITION0);
    vpc[0].x = asuint(constants.SV_TessFactor0);
    vpc[1].x = asuint(constants.SV_TessFactor1);
    vDomain.xy = domain;
    r0.x = mad(vDomain.x, g_curl, (vDomain.y * 37.0f)) + g_time;
    {
        float p0 = sin(r0.x);
        float p1 = cos(r0.x);
        r0.x = p0;
        r1.x = p1;
    }
    r0.z = r1.x;
    r0.xz = (r0.xz * vDomain.xx) * float2(0.05f, 0.05f);
    r2.xyz = mad(vDomain.xxx, ((-asfloat(vicp[0][0].xyz)) + asfloat(vicp[1][0].xyz)), asfloat(vicp[0][0].xyz));
    r0.yw = float2(0.0f, 1.0f);
    r0.xyz = r0.xyz + mad(vDomain.yyy, (mad(vDomain.xxx, ((-asfloat(vicp[2][0].xyz)) + asfloat(vicp[3][0].xyz)), asfloat(vicp[2][0].xyz)) + (-r2.xyz)), r2.xyz);
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.x = vDomain.x;
    {
        output.SV_Position0 = o0.xyzw;
        output.STRANDPARAM0 = o1.x;
        return output;
    }
}

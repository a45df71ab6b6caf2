// Decompiled by dxsm from ds_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// interfaces $ThisPointer
// {
//
//   interface ISurface g_surface;      // Offset:    0 Size:     1
//
// }
//
// cbuffer D
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
// D                                 cbuffer      NA          NA    1        1
//
interface I0 { void c0(); };
class Sphere : I0 {
    uint4 m0;
    void c0();
};
class Torus : I0 {
    uint4 m0;
    void c0();
};
cbuffer D : register(b1) {
    column_major float4x4 g_viewProj : packoffset(c0);
};
struct Input {
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Patch {
    float SV_TessFactor0[4] : SV_TessFactor0;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
static uint4 vicp[4][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise float4 o0 = 0;
static precise float4 r0 = 0;
static precise float4 r1 = 0;
static precise float4 r2 = 0;
static precise float4 r3 = 0;
static float4 vDomain = 0;
I0 fp0;
void Sphere::c0() {
    r0.xy = r0.xy * float2(6.2831855f, 3.1415925f);
    {
        float2 p0 = sin(r0.yx);
        r0.zw = p0;
    }
    {
        float2 p0 = cos(r0.xy);
        r2.yz = p0;
    }
    r2.x = r0.z * r2.y;
    r2.w = r0.w * r0.z;
    r1.xyz = r2.xzw * asfloat(m0.xxx);
    return;
}
void Torus::c0() {
    r0.zw = r0.yx * float2(6.2831855f, 6.2831855f);
    {
        float2 p0 = sin(r0.zw);
        float2 p1 = cos(r0.zw);
        r2.xy = p0;
        r3.xy = p1;
    }
    r2.z = mad(asfloat(m0.y), r3.x, asfloat(m0.x));
    r1.x = r3.y * r2.z;
    r1.y = r2.x * asfloat(m0.y);
    r0.z = mad(asfloat(m0.y), r3.x, asfloat(m0.x));
    r1.z = r2.y * r0.z;
    return;
}
[domain("quad")]
Output main(Patch constants, float2 domain : SV_DomainLocation, const OutputPatch<Input, 4> input) {
    Output output;
    vicp[0][0].xy = asuint(input[0].TEXCOORD0);
    vicp[1][0].xy = asuint(input[1].TEXCOORD0);
    vicp[2][0].xy = asuint(input[2].TEXCOORD0);
    vicp[3][0].xy = asuint(input[3].TEXCOORD0);
    vpc[0].x = asuint(constants.SV_TessFactor0[0]);
    vpc[1].x = asuint(constants.SV_TessFactor0[1]);
    vpc[2].x = asuint(constants.SV_TessFactor0[2]);
    vpc[3].x = asuint(constants.SV_TessFactor0[3]);
    vpc[4].x = asuint(constants.SV_InsideTessFactor0[0]);
    vpc[5].x = asuint(constants.SV_InsideTessFactor0[1]);
    vDomain.xy = domain;
    r0.xy = (-asfloat(vicp[0][0].xy)) + asfloat(vicp[1][0].xy);
    r0.xy = mad(vDomain.xx, r0.xy, asfloat(vicp[0][0].xy));
    r0.zw = (-asfloat(vicp[3][0].xy)) + asfloat(vicp[2][0].xy);
    r0.zw = mad(vDomain.xx, r0.zw, asfloat(vicp[3][0].xy));
    r0.zw = (-r0.xy) + r0.zw;
    r0.xy = mad(vDomain.yy, r0.zw, r0.xy);
    fp0.c0();
    r1.w = 1.0f;
    o0.x = dot(r1.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r1.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r1.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r1.xyzw, g_viewProj._m03_m13_m23_m33);
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}

// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// interfaces $ThisPointer
// {
//
//   interface IWind g_wind;            // Offset:    0 Size:     1
//   interface IFog g_fog;              // Offset:    1 Size:     1
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
// Cam                               cbuffer      NA          NA    1        1
//
interface I0 { void c0(); };
interface I1 { void c0(); };
class NoWind : I0 {
    void c0();
};
class GustWind : I0 {
    uint4 m0;
    void c0();
};
class LinearFog : I1 {
    uint4 m0;
    void c0();
};
class ExpFog : I1 {
    uint4 m0;
    void c0();
};
cbuffer Cam : register(b1) {
    column_major float4x4 g_viewProj : packoffset(c0);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float HEIGHT0 : HEIGHT0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float FOG0 : FOG0;
};
static float4 v0 = 0;
static float4 v1 = 0;
static precise float4 o0 = 0;
static precise float4 o1 = 0;
static precise float4 r0 = 0;
static precise float4 r1 = 0;
I0 fp0;
I1 fp1;
void NoWind::c0() {
    r0.xyz = v0.xyz;
    return;
}
void GustWind::c0() {
    r1.xyz = asfloat(m0.xyz) * asfloat(m0.www);
    r1.w = v1.x * v1.x;
    r0.xyz = mad(r1.www, r1.xyz, v0.xyz);
    return;
}
void LinearFog::c0() {
    r0.w = r1.x + (-asfloat(m0.x));
    r0.y = asfloat(m0.y) + (-asfloat(m0.x));
    r0.x = saturate(r0.w / r0.y);
    return;
}
void ExpFog::c0() {
    r0.y = r1.x * (-asfloat(m0.x));
    r0.y = r0.y * 1.442695f;
    r0.y = exp2(r0.y);
    r0.x = (-r0.y) + 1.0f;
    return;
}
Output main(Input input) {
    Output output;
    v0.xyz = input.POSITION0;
    v1.x = input.HEIGHT0;
    fp0.c0();
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    r1.x = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    fp1.c0();
    o1.x = r0.x;
    o0.z = r1.x;
    {
        output.SV_Position0 = o0.xyzw;
        output.FOG0 = o1.x;
        return output;
    }
}

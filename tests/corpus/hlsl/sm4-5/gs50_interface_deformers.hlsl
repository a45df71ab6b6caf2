// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// interfaces $ThisPointer
// {
//
//   interface IDeform g_deform;        // Offset:    0 Size:     1
//
// }
//
// cbuffer Params
// {
//
//   float4x4 g_vp;                     // Offset:    0 Size:    64
//   float g_t;                         // Offset:   64 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Params                            cbuffer      NA          NA    0        1
//
interface I0 { void c0(); void c1(); void c2(); };
class Twist : I0 {
    uint4 m0;
    void c0();
    void c1();
    void c2();
};
class Bend : I0 {
    uint4 m0;
    void c0();
    void c1();
    void c2();
};
class Identity : I0 {
    void c0();
    void c1();
    void c2();
};
cbuffer Params : register(b0) {
    column_major float4x4 g_vp : packoffset(c0);
    float g_t : packoffset(c4);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
static uint4 vin[3][1] = { (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 o0 = 0;
static precise uint4 r0 = 0;
static precise float4 r1 = 0;
static precise float4 r2 = 0;
static precise float4 r3 = 0;
I0 fp0;
void Twist::c0() {
    r1.x = asfloat(vin[0][0].y) * asfloat(m0.x);
    r1.x = r1.x * g_t;
    {
        float p0 = sin(r1.x);
        float p1 = cos(r1.x);
        r1.x = p0;
        r2.x = p1;
    }
    r1.xy = r1.xx * asfloat(vin[0][0].zx);
    r0.x = asuint(mad(asfloat(vin[0][0].x), r2.x, (-r1.x)));
    r0.z = asuint(mad(asfloat(vin[0][0].z), r2.x, r1.y));
    r0.y = vin[0][0].y;
    return;
}
void Twist::c1() {
    r1.x = asfloat(vin[1][0].y) * asfloat(m0.x);
    r1.x = r1.x * g_t;
    {
        float p0 = sin(r1.x);
        float p1 = cos(r1.x);
        r1.x = p0;
        r2.x = p1;
    }
    r1.xy = r1.xx * asfloat(vin[1][0].zx);
    r0.x = asuint(mad(asfloat(vin[1][0].x), r2.x, (-r1.x)));
    r0.z = asuint(mad(asfloat(vin[1][0].z), r2.x, r1.y));
    r0.y = vin[1][0].y;
    return;
}
void Twist::c2() {
    r1.x = asfloat(vin[2][0].y) * asfloat(m0.x);
    r1.x = r1.x * g_t;
    {
        float p0 = sin(r1.x);
        float p1 = cos(r1.x);
        r1.x = p0;
        r2.x = p1;
    }
    r1.xy = r1.xx * asfloat(vin[2][0].zx);
    r0.x = asuint(mad(asfloat(vin[2][0].x), r2.x, (-r1.x)));
    r0.z = asuint(mad(asfloat(vin[2][0].z), r2.x, r1.y));
    r0.y = vin[2][0].y;
    return;
}
void Bend::c0() {
    r1.z = asfloat(vin[0][0].x) / asfloat(m0.x);
    r1.z = r1.z * g_t;
    {
        float p0 = sin(r1.z);
        float p1 = cos(r1.z);
        r2.x = p0;
        r3.x = p1;
    }
    r1.z = (-asfloat(vin[0][0].y)) + asfloat(m0.x);
    r0.x = asuint(r1.z * r2.x);
    r1.z = (-asfloat(vin[0][0].y)) + asfloat(m0.x);
    r0.y = asuint(mad((-r3.x), r1.z, asfloat(m0.x)));
    r0.z = vin[0][0].z;
    return;
}
void Bend::c1() {
    r1.z = asfloat(vin[1][0].x) / asfloat(m0.x);
    r1.z = r1.z * g_t;
    {
        float p0 = sin(r1.z);
        float p1 = cos(r1.z);
        r2.x = p0;
        r3.x = p1;
    }
    r1.z = (-asfloat(vin[1][0].y)) + asfloat(m0.x);
    r0.x = asuint(r1.z * r2.x);
    r1.z = (-asfloat(vin[1][0].y)) + asfloat(m0.x);
    r0.y = asuint(mad((-r3.x), r1.z, asfloat(m0.x)));
    r0.z = vin[1][0].z;
    return;
}
void Bend::c2() {
    r1.z = asfloat(vin[2][0].x) / asfloat(m0.x);
    r1.z = r1.z * g_t;
    {
        float p0 = sin(r1.z);
        float p1 = cos(r1.z);
        r2.x = p0;
        r3.x = p1;
    }
    r1.z = (-asfloat(vin[2][0].y)) + asfloat(m0.x);
    r0.x = asuint(r1.z * r2.x);
    r1.z = (-asfloat(vin[2][0].y)) + asfloat(m0.x);
    r0.y = asuint(mad((-r3.x), r1.z, asfloat(m0.x)));
    r0.z = vin[2][0].z;
    return;
}
void Identity::c0() {
    r0.xyz = vin[0][0].xyz;
    return;
}
void Identity::c1() {
    r0.xyz = vin[1][0].xyz;
    return;
}
void Identity::c2() {
    r0.xyz = vin[2][0].xyz;
    return;
}
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    fp0.c0();
    r0.w = 0x3f800000u;
    r1.x = dot(asfloat(r0.xyzw), g_vp._m00_m10_m20_m30);
    r1.y = dot(asfloat(r0.xyzw), g_vp._m01_m11_m21_m31);
    r1.z = dot(asfloat(r0.xyzw), g_vp._m02_m12_m22_m32);
    r0.x = asuint(dot(asfloat(r0.xyzw), g_vp._m03_m13_m23_m33));
    o0.x = asuint(r1.x);
    o0.y = asuint(r1.y);
    o0.z = asuint(r1.z);
    o0.w = r0.x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    fp0.c1();
    r0.w = 0x3f800000u;
    r1.x = dot(asfloat(r0.xyzw), g_vp._m00_m10_m20_m30);
    r1.y = dot(asfloat(r0.xyzw), g_vp._m01_m11_m21_m31);
    r1.z = dot(asfloat(r0.xyzw), g_vp._m02_m12_m22_m32);
    r0.x = asuint(dot(asfloat(r0.xyzw), g_vp._m03_m13_m23_m33));
    o0.x = asuint(r1.x);
    o0.y = asuint(r1.y);
    o0.z = asuint(r1.z);
    o0.w = r0.x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    fp0.c2();
    r0.w = 0x3f800000u;
    r1.x = dot(asfloat(r0.xyzw), g_vp._m00_m10_m20_m30);
    r1.y = dot(asfloat(r0.xyzw), g_vp._m01_m11_m21_m31);
    r1.z = dot(asfloat(r0.xyzw), g_vp._m02_m12_m22_m32);
    r0.x = asuint(dot(asfloat(r0.xyzw), g_vp._m03_m13_m23_m33));
    o0.x = asuint(r1.x);
    o0.y = asuint(r1.y);
    o0.z = asuint(r1.z);
    o0.w = r0.x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    return;
}

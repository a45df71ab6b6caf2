// Decompiled by dxsm from gs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4 g_camRight;                 // Offset:   64 Size:    16 [unused]
//   float4 g_camUp;                    // Offset:   80 Size:    16 [unused]
//   float4 g_params;                   // Offset:   96 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Frame                             cbuffer      NA          NA    0        1
//
cbuffer Frame : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float4 g_camRight : packoffset(c4);
    float4 g_camUp : packoffset(c5);
    float4 g_params : packoffset(c6);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
[maxvertexcount(128)]
void main(point Input input[1], inout PointStream<Output> stream0) {
    uint4 vin[1][1] = { (uint4)0 };
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    r0.w = 1.0f;
    r1.x = 0x00000000u;
    [loop] while (true) {
        if (asint(r1.x) >= 128) { break; }
        r1.y = asuint((float)asint(r1.x));
        r1.zw = asuint(asfloat(r1.yy) * float2(0.007874016f, 0.031496063f));
        r2.yz = asfloat(r1.zz) * g_params.wz;
        r2.y = r2.y * 6.2831855f;
        {
            float p0 = sin(r2.y);
            float p1 = cos(r2.y);
            r3.x = p0;
            r4.x = p1;
        }
        r2.x = asfloat(r1.z) * r4.x;
        r2.w = asfloat(r1.z) * r3.x;
        r0.xyz = mad(r2.xzw, g_params.xxx, asfloat(vin[0][0].xyz));
        r2.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
        r2.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
        r2.z = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
        r0.x = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
        o0.x = r2.x;
        o0.y = r2.y;
        o0.z = r2.z;
        o0.w = r0.x;
        o1.x = r1.z;
        o1.y = asuint(mad((-asfloat(r1.y)), 0.007874016f, 1.0f));
        o1.z = asuint(frac(asfloat(r1.w)));
        o1.w = 0x3f800000u;
        {
            Output output;
            output.SV_Position0 = o0.xyzw;
            output.COLOR0 = asfloat(o1.xyzw);
            stream0.Append(output);
        }
        r1.x = asuint(asint(r1.x) + 1);
    }
    return;
}

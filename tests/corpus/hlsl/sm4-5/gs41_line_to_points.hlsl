// Decompiled by dxsm from gs_4_1 code.
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
//   float4 g_params;                   // Offset:   96 Size:    16 [unused]
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
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
[maxvertexcount(9)]
void main(line Input input[2], inout PointStream<Output> stream0) {
    uint4 vin[2][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise int4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[0][1].xyzw = asuint(input[0].COLOR0);
    vin[1][1].xyzw = asuint(input[1].COLOR0);
    r0.xyzw = (-asfloat(vin[0][0].xyzw)) + asfloat(vin[1][0].xyzw);
    r1.xyzw = (-asfloat(vin[0][1].xyzw)) + asfloat(vin[1][1].xyzw);
    r2.x = 0;
    [loop] while (true) {
        if (8 < r2.x) { break; }
        r2.y = asint((float)r2.x * 0.125f);
        r3.xyzw = mad(asfloat(r2.yyyy), r0.xyzw, asfloat(vin[0][0].xyzw));
        r2.z = asint(dot(r3.xyzw, g_viewProj._m00_m10_m20_m30));
        r2.w = asint(dot(r3.xyzw, g_viewProj._m01_m11_m21_m31));
        r4.x = dot(r3.xyzw, g_viewProj._m02_m12_m22_m32);
        o0.x = asuint(r2.z);
        o0.y = asuint(r2.w);
        o0.z = asuint(r4.x);
        o0.w = asuint(dot(r3.xyzw, g_viewProj._m03_m13_m23_m33));
        o1.xyzw = mad(asfloat(r2.yyyy), r1.xyzw, asfloat(vin[0][1].xyzw));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = o1.xyzw;
            stream0.Append(output);
        }
        r2.x = r2.x + 1;
    }
    return;
}

// Decompiled by dxsm from gs_5_0 code.
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
};
[maxvertexcount(256)]
void main(point Input input[1], inout TriangleStream<Output> stream0) {
    uint4 vin[1][1] = { (uint4)0 };
    precise uint4 o0 = 0;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    r0.w = 1.0f;
    r1.x = 0x00000000u;
    [loop] while (true) {
        if (asint(r1.x) >= 256) { break; }
        r1.y = asuint((float)asint(r1.x) * 0.003921569f);
        r2.yz = asfloat(r1.yy) * g_params.wz;
        r1.z = asuint(r2.y * 6.2831855f);
        {
            float p0 = sin(asfloat(r1.z));
            float p1 = cos(asfloat(r1.z));
            r3.x = p0;
            r4.x = p1;
        }
        r2.x = asfloat(r1.y) * r4.x;
        r2.w = asfloat(r1.y) * r3.x;
        r0.xyz = mad(r2.xzw, g_params.xxx, asfloat(vin[0][0].xyz));
        r1.y = asuint(dot(r0.xyzw, g_viewProj._m00_m10_m20_m30));
        r1.z = asuint(dot(r0.xyzw, g_viewProj._m01_m11_m21_m31));
        r1.w = asuint(dot(r0.xyzw, g_viewProj._m02_m12_m22_m32));
        o0.x = r1.y;
        o0.y = r1.z;
        o0.z = r1.w;
        o0.w = asuint(dot(r0.xyzw, g_viewProj._m03_m13_m23_m33));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r1.x = asuint(asint(r1.x) + 1);
    }
    return;
}

// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64 [unused]
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
    uint SOID0 : SOID0;
};
[maxvertexcount(1024)]
void main(point Input input[1], inout PointStream<Output> stream0) {
    uint4 vin[1][1] = { (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    r0.x = 0x00000000u;
    [loop] while (true) {
        if (asint(r0.x) >= 1024) { break; }
        r0.y = asuint((float)asint(r0.x) * 0.0009775171f);
        r0.z = asuint((asfloat(r0.y) * g_params.w) * 6.2831855f);
        {
            float p0 = cos(asfloat(r0.z));
            r0.z = asuint(p0);
        }
        r0.y = asuint(asint(mad((asfloat(r0.y) * asfloat(r0.z)), g_params.x, asfloat(vin[0][0].x))) & -65536);
        o0.x = asuint((asint(r0.y) | asint(r0.x)));
        {
            Output output;
            output.SOID0 = o0.x;
            stream0.Append(output);
        }
        r0.x = asuint(asint(r0.x) + 1);
    }
    return;
}

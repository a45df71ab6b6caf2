// Decompiled by dxsm from gs_4_0 code.
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
    float SOHEIGHT0 : SOHEIGHT0;
};
[maxvertexcount(1024)]
void main(point Input input[1], inout PointStream<Output> stream0) {
    uint4 vin[1][1] = { (uint4)0 };
    precise uint4 o0 = 0;
    precise int4 r0 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    r0.x = 0;
    [loop] while (true) {
        if (r0.x >= 1024) { break; }
        o0.x = asuint(mad((((float)r0.x * g_params.z) * g_params.x), 0.0009775171f, asfloat(vin[0][0].y)));
        {
            Output output;
            output.SOHEIGHT0 = asfloat(o0.x);
            stream0.Append(output);
        }
        r0.x = r0.x + 1;
    }
    return;
}

// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer View
// {
//
//   float3 g_eye;                      // Offset:    0 Size:    12
//   float g_near;                      // Offset:   12 Size:     4
//   float g_far;                       // Offset:   16 Size:     4
//   float3 pad;                        // Offset:   20 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// View                              cbuffer      NA          NA    0        1
//
cbuffer View : register(b0) {
    float3 g_eye : packoffset(c0);
    float g_near : packoffset(c0.w);
    float g_far : packoffset(c1);
    float3 pad : packoffset(c1.y);
};
struct Input {
    float4 WORLD0 : WORLD0;
    float RADIUS0 : RADIUS0;
};
struct Output0 {
    float4 WORLD0 : WORLD0;
};
struct Output1 {
    float4 WORLD0 : WORLD0;
    float LOD0 : LOD0;
};
struct Output2 {
    uint INSTID0 : INSTID0;
};
[maxvertexcount(3)]
void main(point Input input[1], inout PointStream<Output0> stream0, inout PointStream<Output1> stream1, inout PointStream<Output2> stream2, uint vPrim : SV_PrimitiveID) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    vin[0][0].xyzw = asuint(input[0].WORLD0);
    vin[0][1].x = asuint(input[0].RADIUS0);
    r0.xyz = asuint((-g_eye.xyz) + asfloat(vin[0][0].xyz));
    r0.x = asuint(sqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))) + (-asfloat(vin[0][1].x)));
    if (asfloat(r0.x) < g_near) {
        o0.xyzw = vin[0][0].xyzw;
        {
            Output0 output;
            output.WORLD0 = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        stream0.RestartStrip();
    } else {
        if (asfloat(r0.x) < g_far) {
            r0.x = asuint(asfloat(r0.x) + (-g_near));
            r0.y = asuint((-g_near) + g_far);
            o0.xyzw = vin[0][0].xyzw;
            o1.x = asuint((asfloat(r0.x) / asfloat(r0.y)));
            {
                Output1 output;
                output.WORLD0 = asfloat(o0.xyzw);
                output.LOD0 = asfloat(o1.x);
                stream1.Append(output);
            }
            stream1.RestartStrip();
        } else {
            o0.x = vPrim;
            {
                Output2 output;
                output.INSTID0 = o0.x;
                stream2.Append(output);
            }
            stream2.RestartStrip();
        }
    }
    return;
}

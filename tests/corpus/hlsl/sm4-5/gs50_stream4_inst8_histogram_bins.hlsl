// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Bins
// {
//
//   float4 g_edges;                    // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Bins                              cbuffer      NA          NA    0        1
//
cbuffer Bins : register(b0) {
    float4 g_edges : packoffset(c0);
};
struct Input {
    float VALUE0 : VALUE0;
    float WEIGHT0 : WEIGHT0;
};
struct Output0 {
    float W0 : W0;
};
struct Output1 {
    float W0 : W0;
};
struct Output2 {
    float W0 : W0;
};
struct Output3 {
    float W0 : W0;
};
[maxvertexcount(4)]
[instance(8)]
void main(point Input input[1], inout PointStream<Output0> stream0, inout PointStream<Output1> stream1, inout PointStream<Output2> stream2, inout PointStream<Output3> stream3, uint vGSInstanceID : SV_GSInstanceID) {
    uint4 vin[1][1] = { (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    vin[0][0].x = asuint(input[0].VALUE0);
    vin[0][0].y = asuint(input[0].WEIGHT0);
    r0.x = asuint((float)asuint((asint(vGSInstanceID.x) + 1)) * asfloat(vin[0][0].y));
    r0.y = asuint(mad((float)vGSInstanceID.x, 0.125f, asfloat(vin[0][0].x)));
    if (asfloat(r0.y) < g_edges.x) {
        o0.x = r0.x;
        {
            Output0 output;
            output.W0 = asfloat(o0.x);
            stream0.Append(output);
        }
    } else {
        if (asfloat(r0.y) < g_edges.y) {
            o0.x = r0.x;
            {
                Output1 output;
                output.W0 = asfloat(o0.x);
                stream1.Append(output);
            }
        } else {
            if (asfloat(r0.y) < g_edges.z) {
                o0.x = r0.x;
                {
                    Output2 output;
                    output.W0 = asfloat(o0.x);
                    stream2.Append(output);
                }
            } else {
                o0.x = r0.x;
                {
                    Output3 output;
                    output.W0 = asfloat(o0.x);
                    stream3.Append(output);
                }
            }
        }
    }
    return;
}

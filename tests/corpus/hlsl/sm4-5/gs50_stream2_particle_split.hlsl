// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Sim
// {
//
//   float g_dt;                        // Offset:    0 Size:     4
//   float3 g_gravity;                  // Offset:    4 Size:    12
//   float g_maxAge;                    // Offset:   16 Size:     4
//   float3 pad;                        // Offset:   20 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Sim                               cbuffer      NA          NA    0        1
//
cbuffer Sim : register(b0) {
    float g_dt : packoffset(c0);
    float3 g_gravity : packoffset(c0.y);
    float g_maxAge : packoffset(c1);
    float3 pad : packoffset(c1.y);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float AGE0 : AGE0;
    float3 VELOCITY0 : VELOCITY0;
    uint TYPE0 : TYPE0;
};
struct Output0 {
    float3 POSITION0 : POSITION0;
    float AGE0 : AGE0;
    float3 VELOCITY0 : VELOCITY0;
    uint TYPE0 : TYPE0;
};
struct Output1 {
    uint SLOT0 : SLOT0;
};
[maxvertexcount(2)]
void main(point Input input[1], inout PointStream<Output0> stream0, inout PointStream<Output1> stream1, uint vPrim : SV_PrimitiveID) {
    uint4 vin[1][3] = { (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    vin[0][0].xyz = asuint(input[0].POSITION0);
    vin[0][0].w = asuint(input[0].AGE0);
    vin[0][1].xyz = asuint(input[0].VELOCITY0);
    vin[0][2].x = input[0].TYPE0;
    r0.x = asuint(g_dt + asfloat(vin[0][0].w));
    if (asfloat(r0.x) < g_maxAge) {
        r0.yzw = asuint(mad(g_gravity.xyz, g_dt.xxx, asfloat(vin[0][1].xyz)));
        o0.xyz = asuint(mad(asfloat(r0.yzw), g_dt.xxx, asfloat(vin[0][0].xyz)));
        o0.w = r0.x;
        o1.xyz = r0.yzw;
        o2.x = vin[0][2].x;
        {
            Output0 output;
            output.POSITION0 = asfloat(o0.xyz);
            output.AGE0 = asfloat(o0.w);
            output.VELOCITY0 = asfloat(o1.xyz);
            output.TYPE0 = o2.x;
            stream0.Append(output);
        }
    } else {
        o0.x = vPrim;
        {
            Output1 output;
            output.SLOT0 = o0.x;
            stream1.Append(output);
        }
    }
    return;
}

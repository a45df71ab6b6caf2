// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4 g_camRight;                 // Offset:   64 Size:    16
//   float4 g_camUp;                    // Offset:   80 Size:    16
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
cbuffer CB0 : register(b0) { uint4 cb0[7]; };
struct Input {
    float4 v0_x : POSITION0;
    uint v1_x : SHAPE0;
};
struct Output {
    float4 o0_x : SV_Position0;
};
[maxvertexcount(8)]
void main(point Input input[1], inout LineStream<Output> stream0) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    vin[0][0].xyzw = asuint(input[0].v0_x);
    vin[0][1].x = asuint(input[0].v1_x);
    switch (asint(vin[0][1].x)) {
    case 0:
        r0.xyz = asuint(mad((-asfloat(cb0[4].xyz)), asfloat(cb0[6].xxx), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(asfloat(cb0[4].xyz), asfloat(cb0[6].xxx), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        stream0.RestartStrip();
        r0.xyz = asuint(mad((-asfloat(cb0[5].xyz)), asfloat(cb0[6].xxx), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(asfloat(cb0[5].xyz), asfloat(cb0[6].xxx), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        break;
    case 1:
        r0.xyz = asuint(mad(asfloat(cb0[4].xyz), asfloat(cb0[6].xxx), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(asfloat(cb0[4].xyz), asfloat(uint3(0x33a22169u, 0x33a22169u, 0x33a22169u)), asfloat(cb0[5].xyz)));
        r0.xyz = asuint(mad(asfloat(r0.xyz), asfloat(cb0[6].xxx), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(asfloat(cb0[5].xyz), asfloat(uint3(0x34222169u, 0x34222169u, 0x34222169u)), (-asfloat(cb0[4].xyz))));
        r0.xyz = asuint(mad(asfloat(r0.xyz), asfloat(cb0[6].xxx), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(asfloat(cb0[4].xyz), asfloat(uint3(0x324cde2eu, 0x324cde2eu, 0x324cde2eu)), (-asfloat(cb0[5].xyz))));
        r0.xyz = asuint(mad(asfloat(r0.xyz), asfloat(cb0[6].xxx), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(mad(asfloat(cb0[5].xyz), asfloat(uint3(0xb4a22169u, 0xb4a22169u, 0xb4a22169u)), asfloat(cb0[4].xyz)));
        r0.xyz = asuint(mad(asfloat(r0.xyz), asfloat(cb0[6].xxx), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        break;
    case 2:
    case 3:
        r0.xyz = vin[0][0].xyz;
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        r0.xyz = asuint(asfloat(cb0[5].xyz) * asfloat(cb0[6].xxx));
        r0.w = asuint(asint(0xffffffffu) + asint(vin[0][1].x));
        r0.w = asuint((float)r0.w);
        r0.xyz = asuint(mad(asfloat(r0.xyz), asfloat(r0.www), asfloat(vin[0][0].xyz)));
        r0.w = 0x3f800000u;
        r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
        r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
        r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
        r0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
        o0.x = r1.x;
        o0.y = r1.y;
        o0.z = r1.z;
        o0.w = r0.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            stream0.Append(output);
        }
        break;
    default:
        return;
    }
    return;
}

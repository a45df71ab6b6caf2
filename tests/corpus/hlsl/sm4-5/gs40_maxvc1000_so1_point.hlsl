// Decompiled by dxsm from gs_4_0 code.
cbuffer CB0 : register(b0) { uint4 cb0[7]; };
struct Input {
    float4 v0_x : POSITION0;
};
struct Output {
    float o0_x : SOHEIGHT0;
};
[maxvertexcount(1000)]
void main(point Input input[1], inout PointStream<Output> stream0) {
    uint4 vin[1][1] = { (uint4)0 };
    uint4 o0 = 0;
    uint4 r0 = 0;
    vin[0][0].xyzw = asuint(input[0].v0_x);
    r0.x = 0x00000000u;
    [loop] while (true) {
        r0.y = (asint(r0.x) >= asint(0x000003e8u)) ? 0xffffffffu : 0u;
        if (r0.y != 0u) { break; }
        r0.y = asuint((float)asint(r0.x));
        r0.y = asuint(asfloat(r0.y) * asfloat(cb0[6].z));
        r0.y = asuint(asfloat(r0.y) * asfloat(cb0[6].x));
        r0.y = asuint(mad(asfloat(r0.y), asfloat(0x3a833405u), asfloat(vin[0][0].y)));
        o0.x = r0.y;
        {
            Output output;
            output.o0_x = asfloat(o0.x);
            stream0.Append(output);
        }
        r0.x = asuint(asint(r0.x) + asint(0x00000001u));
    }
    return;
}

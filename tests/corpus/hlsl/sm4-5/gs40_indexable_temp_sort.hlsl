// Decompiled by dxsm from gs_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float DEPTH0 : DEPTH0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float DEPTH0 : DEPTH0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout PointStream<Output> stream0, uint vPrim : SV_PrimitiveID) {
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 x0[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    vin[0][0].xyzw = asuint(input[0].SV_Position0);
    vin[1][0].xyzw = asuint(input[1].SV_Position0);
    vin[2][0].xyzw = asuint(input[2].SV_Position0);
    vin[0][1].x = asuint(input[0].DEPTH0);
    vin[1][1].x = asuint(input[1].DEPTH0);
    vin[2][1].x = asuint(input[2].DEPTH0);
    x0[2].xyzw = vin[1][0].xyzw;
    x0[3].x = vin[1][1].x;
    x0[4].xyzw = vin[2][0].xyzw;
    x0[5].x = vin[2][1].x;
    {
        uint p0 = vPrim % 0x00000003u;
        r0.x = asint(p0);
    }
    r0.y = r0.x << (0x00000001u & 31u);
    x0[asuint(r0.y)].xyzw = vin[0][0].xyzw;
    x0[asuint(r0.y) + 1].x = vin[0][1].x;
    x0[0].xyzw = vin[asuint(r0.x)][0].xyzw;
    x0[1].x = vin[asuint(r0.x)][1].x;
    r0.x = 0;
    [loop] while (true) {
        if (asuint(r0.x) >= 0x00000002u) { break; }
        r0.y = (-r0.x) + 2;
        r0.z = 0;
        [loop] while (true) {
            if (asuint(r0.z) >= asuint(r0.y)) { break; }
            r0.w = r0.z << (0x00000001u & 31u);
            r1.x = x0[asuint(r0.w) + 1].x;
            r1.y = asuint(r0.w + 2);
            r1.z = x0[r1.y + 1].x;
            if (asfloat(r1.z) < asfloat(r1.x)) {
                r2.xyzw = x0[asuint(r0.w)].xyzw;
                r3.xyzw = x0[r1.y].xyzw;
                x0[asuint(r0.w)].xyzw = r3.xyzw;
                x0[asuint(r0.w) + 1].x = r1.z;
                x0[r1.y].xyzw = r2.xyzw;
                x0[r1.y + 1].x = r1.x;
            }
            r0.z = r0.z + 1;
        }
        r0.x = r0.x + 1;
    }
    r0.x = 0;
    [loop] while (true) {
        if (asuint(r0.x) >= 0x00000003u) { break; }
        r0.y = r0.x << (0x00000001u & 31u);
        r1.xyzw = x0[asuint(r0.y)].xyzw;
        r0.y = asint(x0[asuint(r0.y) + 1].x);
        o0.xyzw = r1.xyzw;
        o1.x = asuint(r0.y);
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.DEPTH0 = asfloat(o1.x);
            stream0.Append(output);
        }
        r0.x = r0.x + 1;
    }
    return;
}

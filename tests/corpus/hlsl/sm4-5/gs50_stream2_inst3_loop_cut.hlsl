// Decompiled by dxsm from gs_5_0 code.
struct Input {
    float4 POS_A0 : POS_A0;
    float4 POS_B0 : POS_B0;
};
struct Output0 {
    float4 SV_Position0 : SV_Position0;
    float PARAM0 : PARAM0;
};
struct Output1 {
    float4 SEGPOINT0 : SEGPOINT0;
};
[maxvertexcount(10)]
[instance(3)]
void main(point Input input[1], inout PointStream<Output0> stream0, inout PointStream<Output1> stream1, uint vGSInstanceID : SV_GSInstanceID) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise float4 r0 = 0;
    precise int4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].POS_A0);
    vin[0][1].xyzw = asuint(input[0].POS_B0);
    r0.xyzw = (-asfloat(vin[0][0].xyzw)) + asfloat(vin[0][1].xyzw);
    r1.x = 0;
    [loop] while (true) {
        if (r1.x >= 5) { break; }
        r1.y = asint((float)asuint((asint(vGSInstanceID.x) * 5 + r1.x)) * 0.06666667f);
        r2.xyzw = mad(asfloat(r1.yyyy), r0.xyzw, asfloat(vin[0][0].xyzw));
        o0.xyzw = r2.xyzw;
        o1.x = asuint(r1.y);
        {
            Output0 output;
            output.SV_Position0 = o0.xyzw;
            output.PARAM0 = asfloat(o1.x);
            stream0.Append(output);
        }
        if ((r1.x & 1) == 0) {
            o0.xyzw = r2.xyzw;
            {
                Output1 output;
                output.SEGPOINT0 = o0.xyzw;
                stream1.Append(output);
            }
            stream1.RestartStrip();
        }
        r1.x = r1.x + 1;
    }
    return;
}

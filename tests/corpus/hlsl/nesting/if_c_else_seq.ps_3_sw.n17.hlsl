// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c6 : register(c6);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c12 : register(c12);
float4 c13 : register(c13);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.w > r1.w) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    [branch] if (r0.y != r1.y) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.z < r1.w) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
    [branch] if (r0.z >= r1.y) {
        r0.xyzw = r0.xyzw + c13.xyzw;
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.w >= r1.w) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.y >= r1.y) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.z != r1.w) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.x != r1.z) {
        r0.xyzw = r0.xyzw + c6.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    [branch] if (r0.z != r1.z) {
        r0.xyzw = r0.xyzw + c8.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [branch] if (r0.z >= r1.z) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [branch] if (r0.z >= r1.w) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c11.xyzw;
    }
    [branch] if (r0.x >= r1.x) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    [branch] if (r0.z >= r1.w) {
        r0.xyzw = r0.xyzw + c9.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [branch] if (r0.x != r1.x) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.w >= r1.y) {
        r0.xyzw = r0.xyzw + c9.xyzw;
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.w != r1.z) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.z < r1.z) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}

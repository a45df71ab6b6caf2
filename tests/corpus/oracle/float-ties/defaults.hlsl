float4 k = float4(0.0009765625, 0.001220703125, -0.0000152587890625, 2.5);
float4 k2 = float4(0.00006103515625, 1234.5, 0.03125, 1.0009765625);
float4 main(float4 p : POSITION) : POSITION { return p * k + k2; }

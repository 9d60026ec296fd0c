module counter_0006_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick,
    input  wire       clear,
    input  wire [1:0] ratio,
    output wire [3:0] count,
    output wire [1:0] phase
);
    reg [1:0] pre_r;
    reg [3:0] main_r;
    wire [1:0] pre_d = rst ? 2'd0 :
                       clear ? 2'd0 :
                       (tick && pre_r >= ratio) ? 2'd0 :
                       tick ? pre_r + 2'd1 :
                       pre_r;
    wire [3:0] main_d = rst ? 4'd0 :
                        clear ? 4'd0 :
                        (tick && pre_r >= ratio) ? main_r + 4'd1 :
                        main_r;

    always @(posedge clk) begin
        pre_r <= pre_d;
        main_r <= main_d;
    end

    assign count = main_r;
    assign phase = pre_r;
endmodule

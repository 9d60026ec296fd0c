module counter_0006_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick,
    input  wire       clear,
    input  wire [1:0] ratio,
    output wire [3:0] count,
    output wire [1:0] phase
);
    reg [1:0] pre;
    reg [3:0] main;
    reg [1:0] pre_next;
    reg [3:0] main_next;

    always @* begin
        if (clear)
            pre_next = 2'd0;
        else if (tick && pre >= ratio)
            pre_next = 2'd0;
        else if (tick)
            pre_next = pre + 2'd1;
        else
            pre_next = pre;
    end

    always @* begin
        if (clear)
            main_next = 4'd0;
        else if (tick && pre == ratio)
            main_next = main + 4'd1;
        else
            main_next = main;
    end

    always @(posedge clk) begin
        if (rst) begin
            pre <= 2'd0;
            main <= 4'd0;
        end else begin
            pre <= pre_next;
            main <= main_next;
        end
    end

    assign count = main;
    assign phase = pre;
endmodule

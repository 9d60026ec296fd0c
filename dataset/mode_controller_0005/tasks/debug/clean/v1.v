module mode_controller_0005_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       key_wr,
    input  wire [7:0] key,
    input  wire       exit_test,
    output reg  [1:0] unlock_stage,
    output reg        test_mode,
    output reg  [1:0] fail_count,
    output reg        locked_out
);
    reg [1:0] stage;
    reg [1:0] fails;

    always @(posedge clk) begin
        if (rst) begin
            stage <= 2'd0;
            fails <= 2'd0;
        end else begin
            if (exit_test && stage == 2'd3)
                stage <= 2'd0;
            else if (key_wr && fails != 2'd3 && stage == 2'd0 && key == 8'ha5)
                stage <= 2'd1;
            else if (key_wr && fails != 2'd3 && stage == 2'd1 && key == 8'h5a)
                stage <= 2'd2;
            else if (key_wr && fails != 2'd3 && stage == 2'd2 && key == 8'hc3)
                stage <= 2'd3;
            else if (key_wr && stage != 2'd3)
                stage <= 2'd0;
            if (key_wr && fails != 2'd3 && stage != 2'd3 && key != ((stage == 2'd0) ? 8'ha5 : (stage == 2'd1) ? 8'h5a : 8'hc3))
                fails <= fails + 2'd1;
        end
    end

    always @* begin
        unlock_stage = stage;
        test_mode = stage == 2'd3;
        fail_count = fails;
        locked_out = fails == 2'd3;
    end
endmodule

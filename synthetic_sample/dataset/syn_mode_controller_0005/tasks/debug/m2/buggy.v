module syn_mode_controller_0005_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       step_up,
    input  wire       step_down,
    output reg  [2:0] mode,
    output wire       top_mode,
    output wire       base_mode
);
    reg [2:0] mode_next;

    always @* begin
        if (step_up && step_down)
            mode_next = mode;
        else if (step_up && mode == 3'd5)
            mode_next = 3'd0;
        else if (step_up)
            mode_next = mode + 3'd1;
        else if (step_down && mode >= 3'd1)
            mode_next = mode - 3'd2;
        else if (step_down)
            mode_next = 3'd0;
        else
            mode_next = mode;
    end

    always @(posedge clk) begin
        if (reset) begin
            mode <= 3'd3;
        end else begin
            mode <= mode_next;
        end
    end

    assign top_mode = mode == 3'd5;
    assign base_mode = mode == 3'd0;
endmodule

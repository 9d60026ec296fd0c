module mode_controller_0006_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       activity,
    input  wire [1:0] idle_limit,
    output wire [1:0] power_state,
    output wire [2:0] idle_cycles,
    output wire       clk_gated
);
    reg [2:0] idle;
    reg [1:0] pstate;
    reg [2:0] idle_next;
    reg [1:0] pstate_next;

    always @* begin
        if (activity)
            idle_next = 3'd0;
        else if (idle != 3'd7)
            idle_next = idle + 3'd1;
        else
            idle_next = idle;
    end

    always @* begin
        if (activity)
            pstate_next = 2'd0;
        else if (pstate == 2'd0 && idle >= {1'b0, idle_limit})
            pstate_next = 2'd1;
        else if (pstate == 2'd1 && idle >= {1'b0, idle_limit})
            pstate_next = 2'd2;
        else
            pstate_next = pstate;
    end

    always @(posedge clk) begin
        if (rst) begin
            idle <= 3'd0;
            pstate <= 2'd0;
        end else begin
            idle <= idle_next;
            pstate <= pstate_next;
        end
    end

    assign power_state = pstate;
    assign idle_cycles = idle;
    assign clk_gated = pstate != 2'd0;
endmodule

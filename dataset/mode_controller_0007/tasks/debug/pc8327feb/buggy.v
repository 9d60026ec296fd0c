module mode_controller_0007_nested_if (
    input  wire clk,
    input  wire rst,
    input  wire pll_locked,
    input  wire cfg_done,
    input  wire cfg_error,
    input  wire watchdog_bite,
    input  wire clear_safe,
    output wire core_en,
    output wire cfg_busy,
    output wire safe_mode
);
    localparam ST_SAFE = 2'd0;
    localparam ST_RUN = 2'd1;
    localparam ST_LOAD_CFG = 2'd2;
    localparam ST_POR = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_POR;
        end else if (current == ST_POR) begin
            if (pll_locked)
                current <= ST_LOAD_CFG;
        end else if (current[0:0] == ST_LOAD_CFG) begin
            if (cfg_error)
                current <= ST_SAFE;
            else if (cfg_done)
                current <= ST_RUN;
        end else if (current == ST_RUN) begin
            if (watchdog_bite)
                current <= ST_SAFE;
        end else if (current == ST_SAFE) begin
            if (clear_safe)
                current <= ST_POR;
        end
    end

    assign core_en = (current == ST_RUN) ? 1'b1 : (current == ST_SAFE) ? 1'b1 : 1'b0;
    assign cfg_busy = (current == ST_LOAD_CFG) ? 1'b1 : 1'b0;
    assign safe_mode = (current == ST_SAFE) ? 1'b1 : 1'b0;
endmodule

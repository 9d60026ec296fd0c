module arbiter_0001 (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    output reg  grant0,
    output reg  grant1,
    output reg  prio
);
    localparam S_IDLE0 = 2'd0;
    localparam S_IDLE1 = 2'd1;
    localparam S_GRANT0 = 2'd2;
    localparam S_GRANT1 = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE0: begin
                if (req0)
                    state_next = S_GRANT0;
                else if (req1)
                    state_next = S_GRANT1;
            end
            S_IDLE1: begin
                if (req1)
                    state_next = S_GRANT1;
                else if (req0)
                    state_next = S_GRANT0;
            end
            S_GRANT0: begin
                if (!req0 && req1)
                    state_next = S_GRANT1;
                else if (!req0)
                    state_next = S_IDLE1;
            end
            S_GRANT1: begin
                if (!req1 && req0)
                    state_next = S_GRANT0;
                else if (!req1)
                    state_next = S_IDLE0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_IDLE0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_IDLE0: begin grant0 = 1'b0; grant1 = 1'b0; prio = 1'b0; end
            S_IDLE1: begin grant0 = 1'b0; grant1 = 1'b0; prio = 1'b1; end
            S_GRANT0: begin grant0 = 1'b1; grant1 = 1'b0; prio = 1'b1; end
            S_GRANT1: begin grant0 = 1'b0; grant1 = 1'b1; prio = 1'b0; end
            default: begin grant0 = 1'b0; grant1 = 1'b0; prio = 1'b0; end
        endcase
    end
endmodule

module saturating_arithmetic_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       add,
    input  wire [1:0] amount,
    input  wire       drain,
    input  wire       set_ceiling,
    input  wire [3:0] ceiling_in,
    output wire [3:0] level,
    output wire [3:0] ceiling,
    output wire       at_ceiling
);
    reg [3:0] ceil_reg;
    reg [3:0] lvl;
    reg [3:0] ceil_reg_next;
    reg [3:0] lvl_next;

    always @* begin
        if (set_ceiling)
            ceil_reg_next = ceiling_in;
        else
            ceil_reg_next = ceil_reg;
    end

    always @* begin
        if (set_ceiling)
            lvl_next = (lvl > ceiling_in) ? ceiling_in : lvl;
        else if (add && {1'b0, lvl} + amount >= {1'b0, ceil_reg})
            lvl_next = ceil_reg;
        else if (add)
            lvl_next = lvl + amount;
        else if (drain)
            lvl_next = 4'd0;
        else
            lvl_next = lvl;
    end

    always @(posedge clk) begin
        if (rst) begin
            ceil_reg <= 4'd15;
            lvl <= 4'd0;
        end else begin
            ceil_reg <= ceil_reg_next;
            lvl <= lvl_next;
        end
    end

    assign level = lvl;
    assign ceiling = ceil_reg;
    assign at_ceiling = lvl == ceil_reg;
endmodule
